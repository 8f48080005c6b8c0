import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../cx';
import { sanitizeRichText } from './sanitize';

export type HelpEditorProps = {
  initialHtml: string;
  saving: boolean;
  onSave: (html: string) => void;
  onClose: () => void;
  /** The editing area's accessible name. */
  label?: string;
};

function ToolbarButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      onClick={onClick}
      className={cx(
        'min-h-11 min-w-11 rounded-md px-2 font-semibold focus-visible:outline-3 focus-visible:outline-brand-500',
        active ? 'bg-brand-100 text-brand-900' : 'hover:bg-slate-100',
      )}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
    }),
  });
  const insertImage = () => {
    const src = window.prompt('Image URL');
    if (src && /^https?:\/\//i.test(src.trim())) {
      editor.chain().focus().setImage({ src: src.trim() }).run();
    }
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 border-b border-slate-200 pb-2"
    >
      <ToolbarButton
        label="Bold"
        active={state.bold}
        onClick={() => editor.chain().focus().toggleBold().run()}
      >
        B
      </ToolbarButton>
      <ToolbarButton
        label="Italic"
        active={state.italic}
        onClick={() => editor.chain().focus().toggleItalic().run()}
      >
        <em>I</em>
      </ToolbarButton>
      <ToolbarButton
        label="Heading"
        active={state.heading}
        onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
      >
        H
      </ToolbarButton>
      <ToolbarButton
        label="Bullet list"
        active={state.bullet}
        onClick={() => editor.chain().focus().toggleBulletList().run()}
      >
        •
      </ToolbarButton>
      <ToolbarButton
        label="Numbered list"
        active={state.ordered}
        onClick={() => editor.chain().focus().toggleOrderedList().run()}
      >
        {/* Drawn, not the text "1.": a button's name must contain any text it shows. */}
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M10 6h11M10 12h11M10 18h11M4 4.5 5.5 4v5M3.5 15.5a1.5 1.5 0 1 1 2.6 1L3.5 20h3" />
        </svg>
      </ToolbarButton>
      <ToolbarButton label="Insert image" onClick={insertImage}>
        {/* A picture glyph drawn here: emoji fonts are missing on many kiosk and tablet builds. */}
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 17-5-5-9 8" />
        </svg>
      </ToolbarButton>
    </div>
  );
}

/** The help text's rich-text editor (Tiptap: StarterKit and images by URL). */
export default function HelpEditor({
  initialHtml,
  saving,
  onSave,
  onClose,
  label = 'Help text',
}: HelpEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit, Image],
    content: sanitizeRichText(initialHtml),
    editorProps: {
      attributes: {
        'aria-label': label,
        class: 'rich-text min-h-[200px] p-3 focus:outline-none',
      },
    },
  });
  if (!editor) return null;
  return (
    <div className="flex flex-col gap-3">
      <Toolbar editor={editor} />
      <div className="max-h-[600px] min-h-[200px] overflow-y-auto rounded-lg border border-slate-300 focus-within:outline-3 focus-within:outline-brand-500">
        <EditorContent editor={editor} />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button disabled={saving} onClick={() => onSave(sanitizeRichText(editor.getHTML()))}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </div>
  );
}
