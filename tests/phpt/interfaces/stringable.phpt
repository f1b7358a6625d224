--TEST--
Classes with __toString implement Stringable
--FILE--
<?php
class S { function __toString(): string { return "s!"; } }
var_dump(new S instanceof Stringable);
echo new S, "\n";
print_r(class_implements("S"));
--EXPECT--
bool(true)
s!
Array
(
    [Stringable] => Stringable
)
