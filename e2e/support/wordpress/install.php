<?php
// Installs the throwaway site and prints its editor's application password as JSON.
$host = getenv('GEULGAM_WP_HOST');
$_SERVER['WORDPRESS_CONFIG'] = 'geulgam';
$_SERVER['HTTP_HOST'] = $host;
$_SERVER['SERVER_NAME'] = explode(':', $host)[0];
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
// No mail server here: the welcome mail of a throwaway site goes nowhere (pluggable, so defined first).
function wp_mail() { return true; }
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$url = 'http://' . $host;
$password = getenv('GEULGAM_WP_ADMIN_PASSWORD');
$result = wp_install('글감 발행 테스트', 'editor', 'editor@example.com', false, '', wp_slash($password));
update_option('siteurl', $url);
update_option('home', $url);
update_option('permalink_structure', '/%postname%/');
$user = get_user_by('login', 'editor');
$created = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => 'geulgam-e2e']);
if (is_wp_error($created)) {
    fwrite(STDERR, $created->get_error_message() . "\n");
    exit(1);
}
echo json_encode(['url' => $url, 'username' => 'editor', 'application_password' => $created[0], 'user_id' => $user->ID]);
