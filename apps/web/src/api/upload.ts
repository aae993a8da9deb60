import { platformApi } from '@meridian/contract';
import { api } from './http';

/** Uploads an image (POST /upload) and resolves with its absolute URL. */
export function uploadImage(file: File): Promise<string> {
  return api.upload(platformApi.upload, file, file.name || 'image.jpg');
}
