import sanitizeHtml from 'sanitize-html';
import { deskHeader, deskPage } from './desk-frame.ts';
import { heading, htmlText, languagePicker, skipLink, textOf, trimmedPath, type FrameInput } from './frame-parts.ts';
import { escapeHtml } from './page-template.ts';

/*
 * The first screen's static frame (docs/decisions/024-first-paint.md): the markup the SPA's first render puts in
 * #root, with the same elements and class names (web/src/customer/layout/, web/src/shared/page/page.tsx,
 * web/src/customer/trip/components/trip-screen.tsx, web/src/desk/frame/), so that the CSS lays it out as the SPA's and
 * React's replacement of it moves nothing. Only what the server knows without the browser: no cart count, no menu.
 * Its buttons are disabled: they do nothing until the app runs, and a click is not lost on them meanwhile (the browser
 * and a test's click wait for the app's own).
 */

export interface Frame {
  /** The browser tab's name, as the SPA's PageHeading sets it. */
  title: string;
  /** The #root content, escaped. */
  html: string;
  /** Whether it needs the desk's stylesheets, which the entry does not bring (docs/decisions/021-desk-web.md). */
  desk: boolean;
}

type Screen =
  | { kind: 'trip' }
  | { kind: 'page'; titleKey: string }
  /** A screen whose heading the server does not know (it depends on the browser's state): header only. */
  | { kind: 'bare' }
  | { kind: 'desk'; titleKey: string | null };

// The SPA's routes (web/src/customer/routes.tsx, web/src/desk/routes.tsx) and the keys of their headings.
const pageTitles: Record<string, string> = {
  '/cart': 'cart',
  '/login': 'login',
  '/logout': 'logout',
  '/faq': 'faq',
  '/privacy-policy': 'privacyPolicy',
  '/accessibility': 'accessibility',
};
// The driver's pages (web/src/driver/routes.tsx) too: their frame is the driver's own, which the SPA renders.
const bareScreens = /^\/(person|bookings|checkout|payment\/[^/]+\/[^/]+|manage\/[^/]+|driver|driver\/sign-in)\/?$/;
const deskTitles: Record<string, string> = {
  '/admin': 'deskBoard',
  '/admin/login': 'deskLoginTitle',
  '/admin/drivers': 'deskDrivers',
  '/admin/vehicles': 'desk.vehicles.title',
  '/admin/staff': 'deskStaff',
  '/admin/audit': 'deskAudit',
  '/admin/companies': 'desk.companies.title',
  '/admin/figures': 'desk.figures.title',
  '/admin/invoices': 'deskInvoices',
};

/** Whether the path is one of the desk's pages. */
export const isDeskPath = (path: string) => {
  const trimmed = trimmedPath(path);
  return trimmed === '/admin' || trimmed.startsWith('/admin/');
};

/** Whether the path is the desk's board. */
export const isBoardPath = (path: string) => trimmedPath(path) === '/admin';

/** Which screen the SPA shows for the path; unknown paths are sent to the trip screen, so they get its frame. */
export function screenOf(path: string): Screen {
  const trimmed = trimmedPath(path);
  if (isDeskPath(trimmed)) return { kind: 'desk', titleKey: deskTitles[trimmed] ?? null };
  const titleKey = pageTitles[trimmed];
  if (titleKey) return { kind: 'page', titleKey };
  if (bareScreens.test(trimmed)) return { kind: 'bare' };
  return { kind: 'trip' };
}

const menuIcon =
  '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 6h18M3 12h18M3 18h18"></path></svg>';
const cartIcon =
  '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H6.6M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01"></path></svg>';
/** web/src/customer/layout/header.tsx with the menu closed, and the cart link without its count (the cart is in the browser). */
function header(input: FrameInput, path: string): string {
  const config = input.resp.config;
  const logo = config
    ? `<img class="operator-logo__image" src="${escapeHtml(config.logo)}" alt="${escapeHtml(config.info.company)}">`
    : '';
  const operatorLogo =
    config && input.resp.klantUrl
      ? `<a class="operator-logo" href="${escapeHtml(input.resp.klantUrl)}">${logo}</a>`
      : `<span class="operator-logo">${logo}</span>`;
  const onCart = trimmedPath(path) === '/cart';
  // The cart is in the browser's storage: the frame names the link without a count rather than claim 0 trips, and the
  // app's badge (laid over the icon) adds the count without moving anything.
  const cartLink = `<a class="icon-button cart-button${onCart ? ' active' : ''}" href="/cart"${onCart ? ' aria-current="page"' : ''} aria-label="${htmlText(input, 'cart')}">${cartIcon}</a>`;
  const menuButton = `<button type="button" class="icon-button" aria-expanded="false" disabled>${menuIcon}<span class="visually-hidden">${htmlText(input, 'menu')}</span></button>`;
  return `<header class="header" data-docked="false"><div class="header__bar">${menuButton}${operatorLogo}<div class="header__tools">${languagePicker(input)}${cartLink}</div></div></header>`;
}

/** The operator's introduction above the trip form (the `tripIntro` text override), as the trip screen shows it. */
function tripIntro(input: FrameInput): string | undefined {
  const overrides = input.resp.config?.lang;
  return overrides?.[input.lang].tripIntro ?? overrides?.nl.tripIntro;
}

/** The ids of the login form's heading and fields, as the trip screen gives them to its login form. */
const loginFirstId = 'login-first';

/**
 * A field of the login form as web/src/ui/field.tsx renders it: the label with the required mark, the input. Readonly:
 * what is typed before the app runs would be lost when React replaces the frame, so nothing can be; a field clicked
 * meanwhile keeps the focus (main.tsx finds the app's field by its id).
 */
function loginField(label: string, id: string, attributes: string): string {
  return `<div class="field"><label class="field__label" for="${id}">${escapeHtml(label)}<span class="field__required" aria-hidden="true"> *</span></label><input id="${id}" required class="input" ${attributes} value="" readonly></div>`;
}

/** A link of the login form to the operator's own site, which opens in a new tab. */
function newTabLink(input: FrameInput, url: string, key: string): string {
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener">${htmlText(input, key)}<span class="login-form__new-tab"> ${htmlText(input, 'opensInNewTab')}</span></a>`;
}

/**
 * Where login comes first: the login form as web/src/shared/login/login-form.tsx renders it on the trip screen (login
 * mode, the heading `loginFirst`, the links the tenant's settings ask for), so that the app's first render, which has
 * the form's code by then, moves nothing. Its buttons are disabled, as the frame's others; the feedback area is empty.
 */
function loginForm(input: FrameInput): string {
  const { passwordResetUrl, showCreateAccountLink, createAccountUrl } = input.resp.loginResp.scpars;
  const headingId = `${loginFirstId}-heading`;
  const username = loginField(
    textOf(input, 'emailOrUsername'),
    `${loginFirstId}-username`,
    'autocomplete="username" autocapitalize="none" spellcheck="false" type="text"',
  );
  const password = loginField(
    textOf(input, 'password'),
    `${loginFirstId}-password`,
    'autocomplete="current-password" type="password"',
  );
  const submit = `<div class="actions"><button type="submit" class="button button--primary" disabled>${htmlText(input, 'login')}</button></div>`;
  const forgotPassword = passwordResetUrl
    ? newTabLink(input, passwordResetUrl, 'forgotPassword')
    : `<button type="button" class="link-button" disabled>${htmlText(input, 'forgotPassword')}</button>`;
  const createAccount =
    showCreateAccountLink && createAccountUrl ? `<li>${newTabLink(input, createAccountUrl, 'createAccount')}</li>` : '';
  return `<section class="login-form login-form--embedded" aria-labelledby="${headingId}"><h2 id="${headingId}" class="login-form__heading">${htmlText(input, 'loginFirst')}</h2><form novalidate aria-labelledby="${headingId}">${username}${password}<div class="feedback" role="status" aria-atomic="true"></div>${submit}</form><ul class="login-form__links"><li>${forgotPassword}</li>${createAccount}</ul></section>`;
}

function tripScreen(input: FrameInput): string {
  const { resp } = input;
  const login = resp.require_login && resp.username.length <= 1 ? loginForm(input) : '';
  const intro = tripIntro(input);
  const introHtml = intro === undefined ? '' : `<p class="trip-form__intro">${escapeHtml(intro)}</p>`;
  return `<div class="page trip-screen">${heading(textOf(input, 'bookTrip'))}${login}${introHtml}<div class="trip-screen__form-frame"></div></div>`;
}

function tabTitle(input: FrameInput, title: string | undefined): string {
  const company = input.resp.config?.info.company;
  if (title === undefined) return company ?? '';
  return company ? `${title} – ${company}` : title;
}

/**
 * The info page's first section as web/src/customer/info/components/info-screen.tsx renders it: the company, its
 * address and the operator's info text, the page's largest text. The SPA cleans that HTML with DOMPurify, which needs
 * a DOM; here sanitize-html keeps the same everyday markup (its defaults: text formatting, lists, links).
 */
// The operator's texts change only with the tenant files: each is cleaned once, not on every page.
const cleanedHtml = new Map<string, string>();
function cleaned(html: string): string {
  let clean = cleanedHtml.get(html);
  if (clean === undefined) cleanedHtml.set(html, (clean = sanitizeHtml(html)));
  return clean;
}

function companySection(input: FrameInput): string {
  const info = input.resp.config?.info;
  if (!info) return '';
  const address = info.address ? `<p>${escapeHtml(info.address)}</p>` : '';
  const text = cleaned(info.htmltext[input.lang]);
  return `<section aria-labelledby="company-heading"><h2 id="company-heading">${escapeHtml(info.company)}</h2>${address}<div class="operator-html">${text}</div></section>`;
}

/** The frame of the screen the path shows, and the tab's title. */
export function renderFrame(input: FrameInput): Frame {
  const screen = screenOf(input.path);
  const main = (content: string, className = 'main') =>
    `<main id="main" class="${className}" tabindex="-1">${content}</main>`;
  switch (screen.kind) {
    case 'desk': {
      const title = screen.titleKey === null ? undefined : textOf(input, screen.titleKey);
      const content = title === undefined ? '' : deskPage(input, title);
      return {
        title: tabTitle(input, title),
        html: `<div class="desk">${skipLink(input)}${deskHeader(input)}${main(content, 'main desk__main')}</div>`,
        desk: true,
      };
    }
    case 'trip': {
      const title = textOf(input, 'bookTrip');
      return {
        title: tabTitle(input, title),
        html: skipLink(input) + header(input, input.path) + main(tripScreen(input)),
        desk: false,
      };
    }
    case 'page': {
      const title = textOf(input, screen.titleKey);
      const content = screen.titleKey === 'faq' ? companySection(input) : '';
      return {
        title: tabTitle(input, title),
        html: skipLink(input) + header(input, input.path) + main(`<div class="page">${heading(title)}${content}</div>`),
        desk: false,
      };
    }
    case 'bare':
      return {
        title: tabTitle(input, undefined),
        html: skipLink(input) + header(input, input.path) + main(''),
        desk: false,
      };
  }
}
