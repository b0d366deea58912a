import type { Testimonial } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** the testimonials (docs/design.md#api). */
export const TESTIMONIALS_PATH = '/api/testimonials';

/** Fetches the testimonials (docs/design.md#api). Throws ApiError. */
export const getTestimonials = (): Promise<Testimonial[]> => fetchJson<Testimonial[]>(TESTIMONIALS_PATH);

/** SWR hook for the testimonials (docs/design.md#api). */
export const useTestimonials = () => useApi<Testimonial[]>(TESTIMONIALS_PATH);
