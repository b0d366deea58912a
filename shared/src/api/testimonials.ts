import type { Testimonial } from '../types/index.ts';
import { fetchJson } from './fetch-json.ts';
import { useApi } from './use-api.ts';

/** the testimonials (DESIGN §5). */
export const TESTIMONIALS_PATH = '/api/testimonials';

/** Fetches the testimonials (DESIGN §5). Throws ApiError. */
export const getTestimonials = (): Promise<Testimonial[]> => fetchJson<Testimonial[]>(TESTIMONIALS_PATH);

/** SWR hook for the testimonials (DESIGN §5). */
export const useTestimonials = () => useApi<Testimonial[]>(TESTIMONIALS_PATH);
