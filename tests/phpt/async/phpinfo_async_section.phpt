--TEST--
phpinfo() prints php-cli's text sections; INFO_MODULES lists the async runtime's section (TrueAsync, support and reactor rows) and returns true
--FILE--
<?php
ob_start();
$r = phpinfo(INFO_MODULES);
$info = ob_get_clean();
var_dump($r);
echo strtok($info, "\n"), "\n";
foreach (["\ntrue_async\n", "Module => TrueAsync\n", "Support => Enabled\n", "LibUv Reactor => Enabled\n", "json support => enabled\n"] as $needle) {
    var_dump(str_contains($info, $needle));
}
var_dump(str_contains($info, "PHP License"));
ob_start();
phpinfo(INFO_GENERAL);
$general = ob_get_clean();
var_dump(str_contains($general, "PHP Version => " . PHP_VERSION . "\n"));
var_dump(str_contains($general, "Server API => Command Line Interface\n"));
var_dump(str_contains($general, "true_async"));
var_dump(INFO_ALL, INFO_MODULES, INFO_LICENSE);
?>
--EXPECT--
bool(true)
phpinfo()
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
int(4294967295)
int(8)
int(64)
