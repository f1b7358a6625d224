--TEST--
single-quoted strings only know \' and \\
--FILE--
<?php
echo 'it\'s', "\n";
echo 'back\\slash and \n stays and \t too', "\n";
echo 'a $var is not interpolated {$x}', "\n";
echo 'trailing backslash \\', "\n";
echo 'multi
line', "\n";
echo strlen('\\'), strlen('\x'), "\n";
--EXPECT--
it's
back\slash and \n stays and \t too
a $var is not interpolated {$x}
trailing backslash \
multi
line
12
