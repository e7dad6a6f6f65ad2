<?php
// WordPress settings for the e2e suite's throwaway site, read from the environment that
// e2e/support/wordpress.ts gives `php -S` and the install script. Copied to /etc/wordpress.
define('DB_NAME', getenv('GEULGAM_WP_DB'));
define('DB_USER', getenv('GEULGAM_WP_DB_USER') ?: 'root');
define('DB_PASSWORD', getenv('GEULGAM_WP_DB_PASSWORD') ?: '');
define('DB_HOST', getenv('GEULGAM_WP_DB_HOST') ?: '127.0.0.1:3306');
define('WP_CONTENT_DIR', getenv('GEULGAM_WP_CONTENT'));
// Application passwords need HTTPS unless the site says it is a local one.
define('WP_ENVIRONMENT_TYPE', 'local');
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
$salt = getenv('GEULGAM_WP_SALT') ?: 'geulgam-e2e';
foreach (['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'] as $name) {
    define($name, hash('sha256', $salt . $name));
}
$table_prefix = 'wp_';
