--TEST--
spl_autoload_register calls the autoloader for unknown classes
--FILE--
<?php
spl_autoload_register(function ($name) {
    echo "autoload($name)\n";
    if ($name === "Dyn") {
        class Dyn { const V = 42; }
    }
});
var_dump(class_exists("Nope"));
var_dump(class_exists("Other", false));
var_dump(Dyn::V);
var_dump(new Dyn instanceof Dyn);
try { new Missing(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(count(spl_autoload_functions()));
--EXPECT--
autoload(Nope)
bool(false)
bool(false)
autoload(Dyn)
int(42)
bool(true)
autoload(Missing)
Class "Missing" not found
int(1)
