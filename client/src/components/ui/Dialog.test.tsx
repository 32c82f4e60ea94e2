import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, DialogClose, Sheet } from './Dialog.tsx';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} dismissible={dismissible} title="Confirm" description="Are you sure?">
        <button type="button">Yes</button>
      </Dialog>
    </>
  );
}

async function openDialog(dismissible?: boolean) {
  const user = userEvent.setup();
  render(<Harness dismissible={dismissible} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Confirm' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description, with the focus inside', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
  });

  it('closes with Escape and gives the focus back', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes with a click outside and with the close button, not with a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText('Are you sure?'));
    expect(dialog).toBeInTheDocument();
    await user.pointer({ keys: '[MouseLeft]', target: dialog.parentElement! });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open while it is not dismissible', async () => {
    const { user, dialog } = await openDialog(false);
    await user.keyboard('{Escape}');
    await user.pointer({ keys: '[MouseLeft]', target: dialog.parentElement! });
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(dialog).toBeInTheDocument();
  });

  it('cycles Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const yes = screen.getByRole('button', { name: 'Yes' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(yes).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});

describe('Sheet', () => {
  function Menu() {
    return (
      <Sheet title="Menu" trigger={<button type="button">Open menu</button>}>
        <nav aria-label="Sections">
          <DialogClose>
            <button type="button">Books</button>
          </DialogClose>
        </nav>
      </Sheet>
    );
  }

  it('opens from its trigger as a modal dialog and gives the focus back to the trigger on Escape', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveClass('ui-sheet', 'ui-sheet--left');
    expect(screen.getByRole('button', { name: 'Books' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when a button wrapped in DialogClose is pressed', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Books' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
