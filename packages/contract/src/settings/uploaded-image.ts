import { z } from 'zod';
import type { MessageKey } from '../errors';

const msg = (key: MessageKey) => ({ message: key });

/**
 * An image stored by POST /upload: the absolute URL it replied with (`…/uploads/<yyyy-mm>/<name>.<ext>`).
 * The server also checks the origin is its own and that the file exists; anything else → image_url_invalid.
 */
export const UPLOADED_IMAGE_PATTERN =
  /^https?:\/\/[^\s/?#]+\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;
export const uploadedImageSchema = (requiredKey: MessageKey) =>
  z
    .string(msg(requiredKey))
    .trim()
    .min(1, msg(requiredKey))
    .max(512, msg('image_url_invalid'))
    .regex(UPLOADED_IMAGE_PATTERN, msg('image_url_invalid'));
