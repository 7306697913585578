import { useEffect, useRef, useState } from 'react';
import { msg } from '#shared/messages.ts';
import { imageFileProblem } from '#web/features/account/image-file.ts';
import { showError } from '#web/lib/toast.ts';

export interface PickedImageItem {
  /** Stable key of the item in the list. */
  id: number;
  file: File;
  /** A blob: URL previewing the file. */
  url: string;
}

export interface PickedImages {
  items: readonly PickedImageItem[];
  /**
   * Adds the chosen files. A file that is not a gif/jpeg/png ('Invalid image type') or too large is
   * skipped with an error toast; files beyond `max` are skipped saying how many fit. Returns how many
   * were taken.
   */
  add: (files: Iterable<File>) => number;
  remove: (id: number) => void;
}

/**
 * Several image files picked for one upload, each with a preview URL. A URL is released when its
 * file is removed, and every one left when the component unmounts.
 */
export function usePickedImages(max: number, tooMany: (max: number) => string = msg.bikeTooManyImages): PickedImages {
  const [items, setItems] = useState<PickedImageItem[]>([]);
  const nextId = useRef(1);
  // The live URLs, released on unmount (kept outside state: the cleanup must see the latest ones).
  const liveUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const add = (files: Iterable<File>): number => {
    const taken: PickedImageItem[] = [];
    for (const file of files) {
      const problem = imageFileProblem(file);
      if (problem) {
        showError(problem);
        continue;
      }
      if (items.length + taken.length >= max) {
        showError(tooMany(max));
        break;
      }
      const url = URL.createObjectURL(file);
      liveUrls.current.add(url);
      taken.push({ id: nextId.current++, file, url });
    }
    if (taken.length > 0) setItems((current) => [...current, ...taken]);
    return taken.length;
  };

  const remove = (id: number) => {
    const item = items.find((candidate) => candidate.id === id);
    if (item) {
      URL.revokeObjectURL(item.url);
      liveUrls.current.delete(item.url);
    }
    setItems((current) => current.filter((candidate) => candidate.id !== id));
  };

  return { items, add, remove };
}
