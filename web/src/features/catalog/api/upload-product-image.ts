import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';

/**
 * Sends the chosen file as it is; the server decodes it, keeps it re-encoded at the product sizes (a thumbnail and a
 * full image, without its metadata) and answers the full image's address.
 */
export const uploadProductImage = (file: File) => api.post<{ url: string }>('/product-images', { body: file });

export const useUploadProductImage = (options: UseMutationOptions<{ url: string }, ApiRequestError, File> = {}) =>
  useMutation({ ...options, mutationFn: uploadProductImage });
