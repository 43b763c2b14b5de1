"use client";

import { useRef, useState } from "react";
import { messageOf, requestJson } from "@/components/api/client";
import { Field } from "@/components/ui/field";

/**
 * Uploads pictures one after another through /api/admin/uploads (which checks and stores them) and hands
 * each stored picture's URL to `onUploaded`; the first refused one stops the rest and its message is
 * `uploadError`. Used by the product and nearby-shop forms, which keep the URLs as their field values.
 */
export function useImageUpload(onUploaded: (url: string) => void) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);

  async function upload(files: FileList | null) {
    if (!files?.length) return;
    setUploadError("");
    setUploading(true);
    let name = "the image";
    try {
      for (const file of Array.from(files)) {
        name = file.name;
        const form = new FormData();
        form.set("file", file);
        const { url } = await requestJson<{ url: string }>("/api/admin/uploads", { method: "POST", body: form });
        onUploaded(url);
      }
    } catch (caught) {
      setUploadError(messageOf(caught, `Could not upload ${name}.`));
    } finally {
      setUploading(false);
      // Emptied so that choosing the same file again uploads it again.
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return { uploading, uploadError, fileInput, upload };
}

/** The file picker of useImageUpload, with "Uploading…" while it sends. Its error is shown by the form. */
export function ImageUploadInput({
  id,
  label,
  multiple = false,
  uploads,
}: {
  id: string;
  label: string;
  multiple?: boolean;
  uploads: ReturnType<typeof useImageUpload>;
}) {
  return (
    <>
      <Field label={label} id={id}>
        {(wiring) => (
          <input
            {...wiring}
            ref={uploads.fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple={multiple}
            disabled={uploads.uploading}
            onChange={(event) => void uploads.upload(event.target.files)}
            className="text-sm"
          />
        )}
      </Field>
      {uploads.uploading ? (
        <p role="status" className="text-sm">
          Uploading…
        </p>
      ) : null}
    </>
  );
}
