import { useEffect, useState } from 'react';
import { showError } from '#web/lib/toast.ts';
import { imageFileProblem } from './image-file.ts';

export interface PickedImage {
  file: File | null;
  /** A blob: URL previewing `file`. */
  previewUrl: string | null;
  /**
   * Takes the file a picker chose. A file that is not png/jpeg/gif ('Invalid image type') or too large
   * is refused with an error toast, and the earlier choice stays. Returns whether it was taken.
   */
  pick: (file: File | null | undefined) => boolean;
  clear: () => void;
}

/** One image file picked for upload, with its preview URL (released when replaced or unmounted). */
export function usePickedImage(): PickedImage {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);

  // The URL is made when the file is picked; it is released once that choice is replaced or gone.
  useEffect(() => {
    if (!picked) return;
    const { url } = picked;
    return () => URL.revokeObjectURL(url);
  }, [picked]);

  const pick = (file: File | null | undefined): boolean => {
    if (!file) return false;
    const problem = imageFileProblem(file);
    if (problem) {
      showError(problem);
      return false;
    }
    setPicked({ file, url: URL.createObjectURL(file) });
    return true;
  };

  return { file: picked?.file ?? null, previewUrl: picked?.url ?? null, pick, clear: () => setPicked(null) };
}
