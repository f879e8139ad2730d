import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import { useState } from 'react';
import { Dialog, Modal } from '../overlay/dialog';
import { Tabs } from '../overlay/tabs';
import { Toaster, toast } from '../overlay/toast';

beforeAll(() => initI18n('EN'));

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onOpenChange={setOpen} title="Log in">
        <input aria-label="Username" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens named by its title, closes on its close button and gives focus back', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on Escape when dismissible', () => {
    const onClose = jest.fn();
    render(
      <Modal title="Notice" onClose={onClose}>
        text
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves an Escape pressed inside another dialog (a remote’s, over it from another root) to that dialog', () => {
    const onClose = jest.fn();
    render(
      <Modal title="Panel" onClose={onClose}>
        text
      </Modal>,
    );
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.innerHTML = '<button>Inside the message</button>';
    document.body.appendChild(other);
    fireEvent.keyDown(other.querySelector('button')!, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    other.remove();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Panel' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('without onClose has no close button and ignores Escape', () => {
    render(<Modal title="Security question">answer me</Modal>);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Security question' })).toBeTruthy();
  });
});

describe('Tabs', () => {
  it('shows the selected panel and asks to change tab', () => {
    const onChange = jest.fn();
    render(
      <Tabs
        label="Login with"
        value="a"
        onValueChange={onChange}
        items={[
          { value: 'a', label: 'Password', content: 'password form' },
          { value: 'b', label: 'SMS', content: 'sms form' },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Password' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('password form');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'SMS' }), { button: 0 });
    expect(onChange).toHaveBeenCalledWith('b');
  });
});

describe('toast', () => {
  it('shows a message from anywhere on the page in the Toaster', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved', tone: 'success' }));
    expect(screen.getByText('Saved').closest('.ui-toast')!.className).toContain('ui-toast-success');
  });
});

describe('deferred dialogs', () => {
  function Page({ login }: { login: boolean }) {
    return (
      <>
        {login && (
          <Modal title="Login" onClose={() => undefined}>
            form
          </Modal>
        )}
        <Modal title="News" onClose={() => undefined} deferred>
          popup
        </Modal>
      </>
    );
  }

  it('a deferred dialog waits until the other dialogs close, then opens', () => {
    const { rerender } = render(<Page login />);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'News' })).toBeNull();
    rerender(<Page login={false} />);
    expect(screen.getByRole('dialog', { name: 'News' })).toBeTruthy();
  });
});
