import { useField } from 'formik';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Italic, Link2, List } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from 'shared-ui';
import { NS } from '../config/i18n';

/** What the server accepts as a link (the same schemes its sanitiser keeps). */
const LINK = /^(https?:\/\/|mailto:|\/(?!\/))\S*$/i;

interface Props {
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: string | false | null;
  testId?: string;
}

/** The toolbar's state: which marks and blocks the selection is in. */
function useMarks(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      list: e?.isActive('bulletList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
}

/**
 * The console's one rich-text editor (TipTap): paragraphs, bold, italic, a heading, bullet lists and links, with a
 * small toolbar of shared-ui buttons (each named, `aria-pressed` for what the selection is in). It edits HTML; the
 * server sanitises whatever it is sent, so what the editor allows is a convenience, not the guard.
 */
export function RichTextEditor({ label, value, onChange, onBlur, hint, error, testId }: Props) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [linking, setLinking] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        trailingNode: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'rte-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(hint || error ? { 'aria-describedby': `${id}-${error ? 'error' : 'hint'}` } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });
  // A value set from outside (another section chosen, a reset) replaces the document.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value);
  }, [editor, value]);
  const marks = useMarks(editor);
  const chain = () => editor!.chain().focus();
  const tool = (key: string, icon: ReactNode, pressed: boolean, run: () => void) => (
    <Button size="sm" variant="ghost" icon={icon} aria-pressed={pressed} aria-label={t(`rte_${key}`)} onClick={run} />
  );
  const applyLink = () => {
    const href = (linking ?? '').trim();
    if (href && !LINK.test(href)) return;
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinking(null);
  };
  return (
    <div className={`ui-field rte${error ? ' is-invalid' : ''}`} data-testid={testId}>
      <span id={`${id}-label`} className="ui-field-label">
        {label}
      </span>
      <div className="rte-box">
        <div className="rte-toolbar" role="toolbar" aria-label={t('rte_toolbar', { label })}>
          {tool('bold', <Bold aria-hidden />, marks?.bold ?? false, () => chain().toggleBold().run())}
          {tool('italic', <Italic aria-hidden />, marks?.italic ?? false, () => chain().toggleItalic().run())}
          {tool('heading', <Heading2 aria-hidden />, marks?.heading ?? false, () =>
            chain().toggleHeading({ level: 2 }).run(),
          )}
          {tool('bullets', <List aria-hidden />, marks?.list ?? false, () => chain().toggleBulletList().run())}
          {tool('link', <Link2 aria-hidden />, marks?.link ?? false, () =>
            setLinking(linking === null ? ((editor?.getAttributes('link').href as string | undefined) ?? '') : null),
          )}
        </div>
        {linking !== null && (
          <div className="rte-link console-row">
            <TextField
              label={t('rte_link_address')}
              hint={t('rte_link_hint')}
              value={linking}
              onChange={(e) => setLinking(e.target.value)}
              error={linking.trim() && !LINK.test(linking.trim()) ? t('rte_link_invalid') : undefined}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                }
              }}
            />
            <Button size="sm" variant="secondary" onClick={applyLink}>
              {t('rte_link_apply')}
            </Button>
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="ui-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field-error field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The editor bound to a formik field: its value and blur, its error once touched. */
export function FormRichTextEditor({
  name,
  ...props
}: Omit<Props, 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string }) {
  const [field, meta, helpers] = useField<string>(name);
  return (
    <RichTextEditor
      {...props}
      value={field.value}
      onChange={(html) => void helpers.setValue(html)}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched && meta.error ? meta.error : undefined}
    />
  );
}
