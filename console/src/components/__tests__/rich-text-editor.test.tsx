import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { startI18n } from '../../config/i18n';
import { RichTextEditor } from '../rich-text-editor';

beforeAll(() => startI18n());

/**
 * Selects the whole document. jsdom has no layout, so a DOM selection does not reach ProseMirror: the editor TipTap
 * keeps on its element (`dom.editor`, there for tests) selects it instead.
 */
const selectAll = () => {
  const box = screen.getByRole('textbox', { name: 'Text' }) as HTMLElement & { editor: Editor };
  act(() => void box.editor.commands.selectAll());
};

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Text"
      hint="Bold, italic"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

describe('the rich-text editor', () => {
  it('is a named, multi-line text box with a toolbar of named buttons', () => {
    render(<Harness initial="<p>Hello <strong>world</strong></p>" onChange={jest.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Text' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.innerHTML).toContain('<strong>world</strong>');
    expect(screen.getByRole('toolbar', { name: 'Formatting of Text' })).toBeTruthy();
    for (const name of ['Bold', 'Italic', 'Heading', 'Bulleted list', 'Link'])
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
  });

  it('makes the selection bold and a heading, and says so on its buttons', async () => {
    const onChange = jest.fn();
    render(<Harness initial="<p>Hello</p>" onChange={onChange} />);
    selectAll();
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>'));
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Heading' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2><strong>Hello</strong></h2>'));
  });

  it('links the selection to a checked address, and refuses a javascript: one', async () => {
    const onChange = jest.fn();
    render(<Harness initial="<p>Promotions</p>" onChange={onChange} />);
    selectAll();
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    expect(screen.getByText('An address starting with https://, mailto: or /')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(address, { target: { value: '/promotions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="/promotions"')));
  });
});
