import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import type { contentPagesOpsApi as api } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { answered, renderAs } from '../../../../lib/__tests__/render-as';
import { createHelpSection } from '../../api/create-help-section';
import { useHelpSections } from '../../api/list-help-sections';
import { previewContent } from '../../api/preview-content';
import { updateHelpSection } from '../../api/update-help-section';
import { HelpPage } from '../help-page';

jest.mock('../../api/list-help-sections', () => ({ useHelpSections: jest.fn() }));
jest.mock('../../api/preview-content', () => ({ previewContent: jest.fn() }));
jest.mock('../../api/update-help-section', () => ({ updateHelpSection: jest.fn() }));
jest.mock('../../api/create-help-section', () => ({ createHelpSection: jest.fn() }));

const section = (key: string, title: string, sort = 0): api.OpsHelpSection => ({
  lang: 'EN',
  key,
  title,
  content: `<p>${title}</p>`,
  sort,
});
const reload = jest.fn();

function write(dialog: HTMLElement, html: string) {
  const box = within(dialog).getByRole('textbox', { name: 'Text' }) as HTMLElement & { editor: Editor };
  act(() => void box.editor.commands.setContent(html, { emitUpdate: true }));
}

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useHelpSections).mockReturnValue(
    answered(
      {
        languages: ['EN', 'ZH', 'TY'],
        lang: 'EN',
        list: [
          section('term', 'Terms of Use'),
          section('terms', 'Terms and Conditions', 1),
          section('privacy', 'Privacy'),
        ],
      },
      reload,
    ),
  );
});

describe('the help & legal page', () => {
  it('lists the sections of a language, marking those the site links to, and switches language', async () => {
    renderAs('marketing', <HelpPage />);
    expect(useHelpSections).toHaveBeenLastCalledWith('LUCKY', undefined);
    const table = await screen.findByTestId('help-table');
    expect(within(table).getByText('Footer: terms')).toBeTruthy();
    expect(within(table).getByText('Footer: privacy')).toBeTruthy();
    expect(within(table).getByText('Register: terms of use')).toBeTruthy();
    const lang = screen.getByLabelText('Language');
    expect([...(lang as HTMLSelectElement).options].map((o) => o.text)).toEqual(['English', 'Chinese', 'Vietnamese']);
    fireEvent.change(lang, { target: { value: 'ZH' } });
    expect(useHelpSections).toHaveBeenLastCalledWith('LUCKY', 'ZH');
  });

  it('edits the EN terms with a preview of the HTML the server keeps, then saves', async () => {
    jest.mocked(previewContent).mockResolvedValue({ content: '<p><b>New</b> terms<img src="x" /></p>' });
    jest.mocked(updateHelpSection).mockResolvedValue(section('terms', 'Terms and Conditions', 1));
    renderAs('marketing', <HelpPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Terms and Conditions' }));
    const dialog = await screen.findByTestId('help-dialog');
    expect(within(dialog).queryByLabelText('Key')).toBeNull();
    write(dialog, '<p><b>New</b> terms</p>');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByTestId('help-preview');
    expect(previewContent).toHaveBeenCalledWith('<p><strong>New</strong> terms</p>', 'LUCKY');
    expect(preview.querySelector('b')?.textContent).toBe('New');
    expect(preview.querySelector('img')?.getAttribute('onerror')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateHelpSection).toHaveBeenCalledWith(
        'EN',
        'terms',
        { title: 'Terms and Conditions', content: '<p><strong>New</strong> terms</p>', sort: 1 },
        'LUCKY',
      ),
    );
    expect(createHelpSection).not.toHaveBeenCalled();
  });

  it('adds a section under a new key only', async () => {
    jest.mocked(createHelpSection).mockResolvedValue(section('faq', 'FAQ'));
    renderAs('admin', <HelpPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByTestId('help-dialog');
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'privacy' } });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'FAQ' } });
    write(dialog, '<p>Questions</p>');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    expect(await within(dialog).findByText('This language already has a section with this key')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'faq' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add section' }));
    await waitFor(() =>
      expect(createHelpSection).toHaveBeenCalledWith(
        { lang: 'EN', key: 'faq', title: 'FAQ', content: '<p>Questions</p>', sort: 0 },
        'LUCKY',
      ),
    );
  });

  it('lets a support operator read without editing', async () => {
    renderAs('support', <HelpPage />);
    await screen.findByTestId('help-table');
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });
});
