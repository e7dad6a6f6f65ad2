// Runtime configuration for `vite` (dev) and `vite preview`; not part of the build.
//
// In production the web server answers /config.js itself, for example:
//   window.__GEULGAM_CONFIG__ = { apiBase: 'https://api.example.com', adminBase: 'https://api.example.com', internalBase: 'https://img.example.com' };
// Any value left out falls back to this page's host on port 8000 (api, admin) or 8001 (internal).
// This file sets nothing, so the defaults apply.
