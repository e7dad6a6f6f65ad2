<?php
// Router for PHP's built-in server: the Debian WordPress in /usr/share/wordpress with the
// e2e config, uploads served from the throwaway content folder, pretty permalinks via index.php.
$_SERVER['WORDPRESS_CONFIG'] = 'geulgam';
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
$root = $_SERVER['DOCUMENT_ROOT'];
$content = getenv('GEULGAM_WP_CONTENT');

if (str_starts_with($path, '/wp-content/') && !str_contains($path, '..')) {
    $file = $content . substr($path, strlen('/wp-content'));
    if (is_file($file)) {
        header('Content-Type: ' . (mime_content_type($file) ?: 'application/octet-stream'));
        readfile($file);
        return true;
    }
}
if ($path !== '/' && is_file($root . $path)) {
    if (!str_ends_with($path, '.php')) return false;
    chdir(dirname($root . $path));
    $_SERVER['SCRIPT_NAME'] = $path;
    $_SERVER['SCRIPT_FILENAME'] = $root . $path;
    require $root . $path;
    return true;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
chdir($root);
require $root . '/index.php';
