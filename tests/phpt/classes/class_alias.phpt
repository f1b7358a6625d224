--TEST--
class_alias makes a user class known under a second name
--FILE--
<?php
class K { public static function who() { return static::class; } }
var_dump(class_alias('K', 'KAlias'));
var_dump(new KAlias, KAlias::who(), class_exists('kalias'), new K instanceof KAlias);
var_dump(class_alias('K', 'KAlias'));
var_dump(class_alias('Nope', 'Other'));
try { class_alias('stdClass', 'Std'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
function takes(KAlias $k) { return get_class($k); }
echo takes(new K), "\n";
--EXPECTF--
bool(true)
object(K)#1 (0) {
}
string(1) "K"
bool(true)
bool(true)

Warning: Cannot declare class KAlias, because the name is already in use in %s on line 5
bool(false)

Warning: Class "Nope" not found in %s on line 6
bool(false)
class_alias(): Argument #1 ($class) must be a user-defined class name, internal class name given
K
