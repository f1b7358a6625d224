--TEST--
Undefined function and constant errors name what PHP resolved: the current namespace, an import or an alias
--FILE--
<?php
namespace App\Util;
use function Other\imported_fn;
use const Other\IMPORTED_C;
use Other\Pkg as P;
function t($f) { try { $f(); } catch (\Error $e) { echo $e->getMessage(), "\n"; } }
t(fn() => undefined_fn());
t(fn() => \undefined_global());
t(fn() => Sub\deep_fn());
t(fn() => namespace\local_fn());
t(fn() => imported_fn());
t(fn() => P\aliased_fn());
t(fn() => UNDEF_C);
t(fn() => \UNDEF_GLOBAL);
t(fn() => Sub\DEEP_C);
t(fn() => namespace\LOCAL_C);
t(fn() => IMPORTED_C);
t(fn() => P\ALIASED_C);
echo strlen("ok"), " ", PHP_INT_SIZE, " ", \PHP_VERSION_ID > 0 ? "v" : "", "\n";
--EXPECT--
Call to undefined function App\Util\undefined_fn()
Call to undefined function undefined_global()
Call to undefined function App\Util\Sub\deep_fn()
Call to undefined function App\Util\local_fn()
Call to undefined function Other\imported_fn()
Call to undefined function Other\Pkg\aliased_fn()
Undefined constant "App\Util\UNDEF_C"
Undefined constant "UNDEF_GLOBAL"
Undefined constant "App\Util\Sub\DEEP_C"
Undefined constant "App\Util\LOCAL_C"
Undefined constant "Other\IMPORTED_C"
Undefined constant "Other\Pkg\ALIASED_C"
2 8 v
