--TEST--
line, hash, block and doc comments, and ?> inside a line comment
--FILE--
<?php
// a line comment
# a hash comment
/* a block
   comment */ echo "one\n";
/** a doc comment */
function documented() { return "two"; }
echo documented(), "\n"; // trailing comment
echo "three" /* inline */ . "\n";
$x = 5; # $x = 6;
echo $x, "\n";
// the close tag ends a line comment ?> text after close tag
<?php
echo "back in php\n";
--EXPECT--
one
two
three
5
 text after close tag
back in php
