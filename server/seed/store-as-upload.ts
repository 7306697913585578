import { saveImage, type SaveImageDeps } from '#server/features/files/save-image.ts';
import type { SaveDemoImage } from './demo-images.ts';

/**
 * Stores the demo pictures exactly as uploads are stored (save-image.ts: re-encoded, recorded in
 * `files`): pictures public under /uploads/, a partner's Aadhaar and PAN private and owned by that
 * partner, as upload-partner-proof.ts leaves them, so the admin sees them through signed URLs.
 * NOTE: WebP renditions are made on first request: encoding ~300 of them here would hold up the
 * first start-up.
 */
export function storeAsUpload(deps: SaveImageDeps): SaveDemoImage {
  return (bytes, kind, partnerId) =>
    saveImage(deps, {
      bytes,
      kind,
      ownerRole: partnerId ? 'partner' : 'system',
      ownerId: partnerId ?? null,
      renditions: 'on-request',
    });
}
