--TEST--
empty statements, nested blocks and statement-less bodies
--FILE--
<?php
;;;
{
    echo "in a block\n";
    {
        echo "nested\n";
    }
}
for ($i = 0; $i < 3; $i++);
echo $i, "\n";
while (false);
if (true) ; else echo "no\n";
$x = 1; $y = 2; { $z = $x + $y; }
echo $z, "\n";
function nothing() {}
var_dump(nothing());
--EXPECT--
in a block
nested
3
3
NULL
