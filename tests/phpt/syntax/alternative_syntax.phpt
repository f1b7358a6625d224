--TEST--
if/elseif/else, while, for, foreach and switch with colon syntax
--FILE--
<?php
$n = 3;
if ($n > 5):
    echo "big\n";
elseif ($n > 2):
    echo "medium\n";
else:
    echo "small\n";
endif;

$i = 0;
while ($i < 3):
    echo "w$i ";
    $i++;
endwhile;
echo "\n";

for ($j = 0; $j < 3; $j++):
    echo "f$j ";
endfor;
echo "\n";

foreach (['x' => 1, 'y' => 2] as $k => $v):
    echo "$k=$v ";
endforeach;
echo "\n";

switch ($n):
    case 1:
        echo "one\n";
        break;
    case 3:
        echo "three\n";
        break;
    default:
        echo "other\n";
endswitch;
--EXPECT--
medium
w0 w1 w2 
f0 f1 f2 
x=1 y=2 
three
