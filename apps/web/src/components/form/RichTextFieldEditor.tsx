import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import LinkIcon from '@mui/icons-material/Link';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import type { Editor } from '@tiptap/react';
import {
  MenuButton,
  MenuButtonAddTable,
  MenuButtonBold,
  MenuButtonImageUpload,
  MenuButtonBulletedList,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  RichTextEditor,
  type RichTextEditorRef,
} from 'mui-tiptap';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { RefCallBack } from 'react-hook-form';

/** What RichTextField gives the editor (and the plain fallback when the editor's chunk fails). */
export interface RichTextEditorProps {
  name: string;
  /** HTML; '' for an empty editor. */
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** react-hook-form's ref: focused on a validation error. */
  inputRef: RefCallBack;
  label: string;
  labelId: string;
  helperId?: string;
  invalid: boolean;
  required?: boolean;
  disabled?: boolean;
  minHeight: number;
  /** Pictures: the toolbar gets "Wstaw zdjęcie", each file is uploaded by this and inserted by its URL. */
  uploadImage?: (file: File) => Promise<string>;
}

/**
 * Only what the server's sanitiser keeps (p, strong, em, u, s, h2–h4, ul/ol/li, blockquote, a href, br,
 * tables, pictures of our uploads): no code, code block or horizontal rule (their Markdown shortcuts
 * would make tags it drops). h4 has no button: it is there so that an older text keeps it when edited.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // No empty paragraph kept after a closing list or heading: it would be saved as <p></p>.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
  TableKit.configure({ table: { resizable: false } }),
  Image.configure({ inline: false, allowBase64: false }),
];

/** Pictures the server takes (magic bytes decide; this only narrows the file dialog). */
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

const LINK_SCHEMES = /^(https?:|mailto:)/i;

/** A typed address as a link: "example.pl" → https://example.pl, "a@b.pl" → mailto:; other schemes refused (null). */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  if (LINK_SCHEMES.test(text)) return text;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return `mailto:${text}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d/.test(text)) return null;
  return `https://${text.replace(/^\/+/, '')}`;
}

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const existing = (editor.getAttributes('link').href as string | undefined) ?? '';
  const hasSelection = !editor.state.selection.empty;
  const [href, setHref] = useState(existing);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const needsText = !existing && !hasSelection;

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const save = () => {
    const target = linkHref(href);
    if (!target) {
      setError('Podaj adres strony (np. https://example.pl) albo e-mail');
      return;
    }
    if (needsText) {
      const label = text.trim() || href.trim();
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: label, marks: [{ type: 'link', attrs: { href: target } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: target }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} disableRestoreFocus aria-labelledby="rich-text-link-title" fullWidth maxWidth="xs">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          // The dialog sits inside the page's form in React's tree: do not submit that one.
          e.preventDefault();
          e.stopPropagation();
          save();
        }}
      >
        <DialogTitle id="rich-text-link-title">{existing ? 'Zmień odnośnik' : 'Wstaw odnośnik'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            autoFocus
            label="Adres"
            value={href}
            onChange={(e) => {
              setHref(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? 'Strona (https://…) albo adres e-mail'}
            slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off', maxLength: 2000 } }}
          />
          {needsText ? (
            <TextField
              label="Tekst odnośnika"
              value={text}
              onChange={(e) => setText(e.target.value)}
              helperText="Puste: tekstem będzie adres"
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {existing ? (
            <Button color="error" onClick={remove} sx={{ mr: 'auto' }}>
              Usuń odnośnik
            </Button>
          ) : null}
          <Button onClick={close}>Anuluj</Button>
          <Button type="submit" variant="contained">
            {existing ? 'Zapisz' : 'Wstaw'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function HeadingButton({ editor, level }: { editor: Editor | null; level: 2 | 3 }) {
  return (
    <MenuButton
      tooltipLabel={level === 2 ? 'Nagłówek' : 'Podtytuł'}
      // Named with the text it shows ("H2"), not only the tooltip's word (WCAG 2.5.3, axe label-content-name-mismatch).
      aria-label={`H${level} — ${level === 2 ? 'nagłówek' : 'podtytuł'}`}
      tooltipShortcutKeys={['mod', 'Alt', String(level)]}
      selected={editor?.isActive('heading', { level }) ?? false}
      disabled={!editor?.isEditable || !editor.can().toggleHeading({ level })}
      onClick={() => editor?.chain().focus().toggleHeading({ level }).run()}
    >
      <Box component="span" sx={{ fontWeight: 700, fontSize: '0.95rem', lineHeight: '20px', minWidth: 20 }}>
        H{level}
      </Box>
    </MenuButton>
  );
}

/** The Tiptap editor behind RichTextField (loaded lazily: import RichTextField, not this). */
export default function RichTextFieldEditor({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  label,
  labelId,
  helperId,
  invalid,
  required,
  disabled,
  minHeight,
  uploadImage,
}: RichTextEditorProps) {
  const rte = useRef<RichTextEditorRef>(null);
  // The HTML this editor last reported: a different value from outside (a form reset) replaces the content.
  const reported = useRef(value);
  const [initial] = useState(value);
  const [linkOpen, setLinkOpen] = useState(false);

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(helperId ? { 'aria-describedby': helperId } : {}),
        'aria-invalid': String(invalid),
        ...(required ? { 'aria-required': 'true' } : {}),
        'data-name': name,
      },
    }),
    [labelId, helperId, invalid, required, name],
  );

  useEffect(() => {
    const editor = rte.current?.editor;
    if (!editor || editor.isDestroyed || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [value]);

  useEffect(() => {
    inputRef({ focus: () => rte.current?.editor?.commands.focus() });
  }, [inputRef]);

  const openLink = () => {
    if (rte.current?.editor?.isEditable) setLinkOpen(true);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
      e.preventDefault();
      openLink();
    }
  };

  return (
    <Box onKeyDown={onKeyDown}>
      <RichTextEditor
        ref={rte}
        extensions={EXTENSIONS}
        content={initial}
        editable={!disabled}
        editorProps={editorProps}
        onUpdate={({ editor }) => {
          const html = editor.isEmpty ? '' : editor.getHTML();
          reported.current = html;
          onChange(html);
        }}
        onBlur={onBlur}
        RichTextFieldProps={{
          variant: 'outlined',
          sx: {
            ...(invalid ? { '&&': { borderColor: 'error.main' } } : {}),
            '& .ProseMirror': { minHeight, px: 1.5 },
            // Headings as the prize page shows them (the theme's h2/h3 are page titles, far larger).
            '& .ProseMirror h2': { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
            '& .ProseMirror h3': { fontSize: '1.17rem', fontWeight: 700, lineHeight: 1.3 },
            '& .ProseMirror h4': { fontSize: '1rem', fontWeight: 700, lineHeight: 1.3 },
          },
        }}
        renderControls={(editor) => (
          <MenuControlsContainer role="toolbar" aria-label={`Formatowanie: ${label}`}>
            <MenuButtonBold tooltipLabel="Pogrubienie" />
            <MenuButtonItalic tooltipLabel="Kursywa" />
            <MenuDivider />
            <HeadingButton editor={editor} level={2} />
            <HeadingButton editor={editor} level={3} />
            <MenuDivider />
            <MenuButtonBulletedList tooltipLabel="Lista punktowana" />
            <MenuButtonOrderedList tooltipLabel="Lista numerowana" />
            <MenuDivider />
            <MenuButton
              tooltipLabel="Odnośnik"
              tooltipShortcutKeys={['mod', 'K']}
              IconComponent={LinkIcon}
              selected={editor?.isActive('link') ?? false}
              disabled={!editor?.isEditable}
              onClick={openLink}
            />
            <MenuButtonAddTable tooltipLabel="Wstaw tabelę" />
            {uploadImage ? (
              <MenuButtonImageUpload
                tooltipLabel="Wstaw zdjęcie"
                inputProps={{ accept: IMAGE_ACCEPT, multiple: false }}
                onUploadFiles={async (files) => {
                  const uploaded = await Promise.allSettled(files.map(async (f) => ({ src: await uploadImage(f), alt: '' })));
                  return uploaded.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
                }}
              />
            ) : null}
            <MenuDivider />
            <MenuButtonUndo tooltipLabel="Cofnij" />
            <MenuButtonRedo tooltipLabel="Ponów" />
          </MenuControlsContainer>
        )}
      >
        {(editor) => (editor && linkOpen ? <LinkDialog editor={editor} open onClose={() => setLinkOpen(false)} /> : null)}
      </RichTextEditor>
    </Box>
  );
}
