import { useEffect, useId, useRef, useState } from "react";
import { type AttachmentMode, acceptedFileExtensions } from "~/leads/shared/contract";
import { formCopy } from "~/site/form-text";
import { FieldError } from "./FieldError";
import { addFiles, formatBytes } from "./files";

type FileFieldProps = {
  mode: Exclude<AttachmentMode, "none">;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** Errors the server reported for the files/cv field. */
  errors?: string[];
  /** Show the note that files of a refused post must be attached again. */
  attachAgain?: boolean;
};

/**
 * The attachment input (.pdf/.doc/.docx): several files or one CV. With JavaScript picked files move
 * into a list where each can be removed; without it the input posts its files natively.
 */
export function FileField({ mode, files, onFilesChange, errors, attachAgain }: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pickErrors, setPickErrors] = useState<string[]>([]);
  const label = mode === "files" ? formCopy.files : formCopy.cv;
  const hint = mode === "files" ? formCopy.filesHint : formCopy.cvHint;
  const errorId = `${id}-error`;
  // Unlike other fields, which show only their first error, every refused file is named.
  const refusals = (pickErrors.length > 0 ? pickErrors : errors)?.join(" ");
  const invalid = Boolean(refusals);
  const noticeId = `${id}-again`;
  const describedBy = [`${id}-hint`, attachAgain && noticeId, invalid && errorId].filter(Boolean).join(" ");

  const take = (picked: File[]) => {
    const result = addFiles(files, picked, mode);
    setPickErrors(result.errors);
    onFilesChange(result.files);
  };

  // Files picked before hydration are still in the input: move them into the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on hydration
  useEffect(() => {
    const element = input.current;
    if (element?.files?.length) {
      take(Array.from(element.files));
      element.value = "";
    }
  }, []);

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {attachAgain && (
        <p id={noticeId} className="text-sm font-medium text-amber-900">
          {formCopy.attachAgain}
        </p>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        name={mode}
        multiple={mode === "files"}
        accept={acceptedFileExtensions.join(",")}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-full file:border file:border-navy-900 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-brand-50"
        onChange={(event) => {
          take(Array.from(event.currentTarget.files ?? []));
          // The list is the source of truth; clearing the input lets the same file be picked again.
          event.currentTarget.value = "";
        }}
      />
      <FieldError id={errorId} errors={refusals ? [refusals] : undefined} />
      {files.length > 0 && (
        <ul aria-label={formCopy.fileListLabel} className="mt-2 space-y-1" data-testid="file-list">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center justify-between gap-3 rounded-md bg-slate-100 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 truncate text-slate-800">
                {file.name} <span className="text-slate-700">({formatBytes(file.size)})</span>
              </span>
              <button
                type="button"
                className="shrink-0 rounded font-semibold text-red-800 underline underline-offset-2"
                aria-label={`${formCopy.removeFile} ${file.name}`}
                onClick={() => {
                  setPickErrors([]);
                  onFilesChange(files.filter((_, i) => i !== index));
                  input.current?.focus();
                }}
              >
                {formCopy.removeFile}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
