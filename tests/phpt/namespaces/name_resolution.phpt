--TEST--
::class, relative names, sub-namespaces and strings naming classes
--FILE--
<?php
namespace Acme;

class Widget {}
namespace Acme\Sub;

class Gadget {}
echo Gadget::class, "\n";
echo \Acme\Widget::class, "\n";
echo namespace\Gadget::class, "\n";
echo Unknown::class, "\n";
$name = 'Acme\Widget';
echo get_class(new $name), "\n";
$short = 'Gadget';
try {
    new $short;
} catch (\Error $e) {
    echo $e->getMessage(), "\n";
}
$full = __NAMESPACE__ . '\\' . $short;
echo get_class(new $full), "\n";
var_dump(new Gadget instanceof \Acme\Sub\Gadget, is_a(new Gadget, 'Acme\Sub\Gadget'));
--EXPECT--
Acme\Sub\Gadget
Acme\Widget
Acme\Sub\Gadget
Acme\Sub\Unknown
Acme\Widget
Class "Gadget" not found
Acme\Sub\Gadget
bool(true)
bool(true)
