--TEST--
Globals created at run time are destroyed at script end last-created first, before the compiled ones
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "d{$this->n}\n"; } }
$GLOBALS['zeta'] = new D('zeta');
$GLOBALS['alpha'] = new D('alpha');
$name = 'mid'; $$name = new D('mid');
$a = new D('compiled');
echo "end\n";
--EXPECT--
end
dmid
dalpha
dzeta
dcompiled
