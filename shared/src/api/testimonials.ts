import type { Testimonial } from '@site/contracts/types';
import { useApi } from './use-api.ts';

/** the testimonials (docs/design.md#api). */
export const TESTIMONIALS_PATH = '/api/testimonials';

/** SWR hook for the testimonials (docs/design.md#api). */
export const useTestimonials = () => useApi<Testimonial[]>(TESTIMONIALS_PATH);
