import { lazy } from 'react';

/**
 * The rich-text editor of the result modal (features/blog), in its own chunk: the routes that open the
 * modal pass it in, so generation never imports blog and the home page's first load stays without tiptap.
 */
export const LazyPostEditor = lazy(() => import('../features/blog/components/post-editor.tsx'));
