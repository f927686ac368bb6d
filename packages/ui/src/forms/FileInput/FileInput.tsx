import { FileIcon, UploadIcon, XIcon } from "lucide-react";
import type * as React from "react";
import { useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/useControllableState";
import { useField, useFieldControl } from "../Field/FieldContext";
import { formatFileSize, validateFile } from "./fileRules";

export type FileInputProps = Omit<
  React.ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange" | "onError" | "multiple" | "className"
> & {
  /** The chosen file (controlled); `null` for none. */
  value?: File | null;
  defaultValue?: File | null;
  onValueChange?: (file: File | null) => void;
  /** Mime types and extensions, as the native attribute: "image/*,.pdf". Also enforced on drop. */
  accept?: string;
  /** Largest accepted size in bytes. */
  maxSize?: number;
  /** A file was refused; the message is ready to show ("File is too large (max 5 MB)", "Unsupported file type"). */
  onError?: (message: string, file: File) => void;
  /** Under the prompt, e.g. "PNG, JPG or PDF, up to 5 MB". */
  description?: React.ReactNode;
  /** Classes for the wrapper. */
  className?: string;
};

/**
 * Pick a file or drop one on the zone. The real <input type="file"> is visually hidden but reachable with Tab (Enter
 * or Space opens the picker); the zone shows its focus ring. Shows the chosen file's name and size, with a remove button.
 */
export function FileInput({
  value,
  defaultValue = null,
  onValueChange,
  accept,
  maxSize,
  onError,
  description,
  className,
  ...props
}: FileInputProps) {
  const [file, setFile] = useControllableState<File | null>(value, defaultValue, onValueChange);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const field = useField();
  const descriptionId = useId();
  const { ref, ...inputProps } = useFieldControl(props);
  const disabled = inputProps.disabled ?? false;

  const take = (chosen: File | undefined) => {
    if (!chosen) return false;
    const problem = validateFile(chosen, { accept, maxSize });
    if (problem) {
      onError?.(problem, chosen);
      return false;
    }
    setFile(chosen);
    return true;
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = "";
    setFile(null);
    inputRef.current?.focus();
  };

  return (
    <div
      data-slot="file-input"
      data-state={file ? "filled" : "empty"}
      data-disabled={disabled || undefined}
      className={cn("grid gap-2", className)}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only drop target; the input inside is the keyboard way in. */}
      <div
        data-slot="file-input-dropzone"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          if (disabled) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (disabled) return;
          const dropped = event.dataTransfer.files;
          // The native input carries the file too, so a plain <form> posts it.
          if (take(dropped[0]) && inputRef.current && dropped.length === 1) inputRef.current.files = dropped;
        }}
        className={cn(
          "relative flex flex-col items-center justify-center gap-1 rounded-md border border-input border-dashed bg-background px-4 py-6 text-center text-sm transition-[color,box-shadow]",
          "has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50",
          "data-[dragging]:border-primary data-[dragging]:bg-accent data-[dragging]:text-accent-foreground",
          "has-[input[aria-invalid=true]]:border-destructive",
          // Disabled keeps full-contrast text (axe checks it) and says so with the muted surface and cursor.
          disabled ? "cursor-not-allowed bg-muted" : "cursor-pointer hover:bg-accent/50",
        )}
      >
        <UploadIcon aria-hidden="true" className="size-5 text-muted-foreground" />
        <span className="font-medium text-foreground">
          Drop a file here or <span className="text-primary underline underline-offset-4">browse</span>
        </span>
        {description && (
          <span id={descriptionId} className="text-muted-foreground text-xs">
            {description}
          </span>
        )}
        {/* Covers the zone (so a click anywhere opens the picker) but draws nothing. */}
        <input
          type="file"
          data-slot="file-input-input"
          accept={accept}
          aria-label={field ? undefined : "Choose a file"}
          {...inputProps}
          aria-describedby={
            [inputProps["aria-describedby"], description ? descriptionId : null].filter(Boolean).join(" ") || undefined
          }
          ref={(node) => {
            inputRef.current = node;
            if (typeof ref === "function") return ref(node);
            if (ref) ref.current = node;
          }}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (!take(chosen)) event.target.value = "";
          }}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
      </div>
      {file && (
        <div
          data-slot="file-input-file"
          className="flex min-w-0 items-center gap-2 rounded-md border bg-muted px-3 py-2 text-foreground text-sm"
        >
          <FileIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1 truncate font-medium" title={file.name}>
            {file.name}
          </span>
          <span className="shrink-0 text-muted-foreground">{formatFileSize(file.size)}</span>
          <button
            type="button"
            data-slot="file-input-remove"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={remove}
            className="-mr-1 flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
