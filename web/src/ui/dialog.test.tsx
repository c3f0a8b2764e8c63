// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogActions } from './dialog.tsx';

afterEach(cleanup);

// jsdom lacks the modal methods of <dialog>: enough of them for the component's open state.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

function Harness({ onOpen }: { onOpen?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Annuleren…
      </button>
      <Dialog
        open={open}
        title="Rit annuleren?"
        message="Dit kan niet terug."
        onClose={() => setOpen(false)}
        onOpen={onOpen}
      >
        <input aria-label="Reden" />
        <DialogActions cancelLabel="Nee" onCancel={() => setOpen(false)}>
          <button type="button">Ja</button>
        </DialogActions>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title and described by its message, and runs onOpen as it opens', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Harness onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'Annuleren…' }));
    const dialog = screen.getByRole('dialog', { name: 'Rit annuleren?' });
    expect(dialog).toHaveProperty('open', true);
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Dit kan niet terug.',
    );
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Annuleren…' }));
    screen.getByRole('button', { name: 'Ja' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reden' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ja' }));
  });

  it("closes on Escape (the dialog's cancel event) through its owner", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Annuleren…' }));
    const dialog = screen.getByRole('dialog', { name: 'Rit annuleren?' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    // The browser's own closing is held back: the owner's state closes it.
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog).toHaveProperty('open', false);
  });
});
