import type { Page } from '@playwright/test';

/*
 * A route handler runs beside the test: when the test ends while a request of its page is still being answered, the
 * page and its context close under the handler. `route.fetch()`'s response is then disposed (`apiResponse.json:
 * Response has been disposed`) and answering throws that the target was closed, often before `page.isClosed()` says
 * so. Such an error is the test's end, not its failure; any other error stays one.
 */

const closingError = /has been disposed|has been closed|Target closed|Request context disposed/i;

/** Whether an error of a route handler comes from its page, context or browser closing. */
export function isClosingError(page: Page, error: unknown): boolean {
  if (page.isClosed()) return true;
  return error instanceof Error && (error.name === 'TargetClosedError' || closingError.test(error.message));
}

/** Answers a routed request, unless the page closes meanwhile: then there is nobody left to answer. */
export async function unlessClosed(page: Page, answer: () => Promise<void>): Promise<void> {
  try {
    await answer();
  } catch (error) {
    if (!isClosingError(page, error)) throw error;
  }
}
