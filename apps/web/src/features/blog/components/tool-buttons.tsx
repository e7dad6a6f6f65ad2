import { useEditorState, type Editor } from '@tiptap/react';
import type { EditorTool } from './editor-tools.ts';

/**
 * One icon button a tool, labelled by the tool's name; a tool that can be active (bold, a heading) says so with
 * `aria-pressed`, read from the editor on every change. Both editors' toolbars start with these.
 */
export function ToolButtons({ editor, tools, className }: { editor: Editor; tools: EditorTool[]; className?: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => tools.map((tool) => tool.isActive?.(current) ?? false),
  });
  return tools.map((tool, index) => {
    const Icon = tool.icon;
    return (
      <button
        key={tool.label}
        type="button"
        className={className}
        aria-label={tool.label}
        title={tool.label}
        aria-pressed={tool.isActive ? active[index] : undefined}
        onClick={() => tool.run(editor)}
      >
        <Icon aria-hidden="true" />
      </button>
    );
  });
}
