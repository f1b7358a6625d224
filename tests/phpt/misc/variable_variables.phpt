--TEST--
$$name, ${expr} and variable variables with arrays
--FILE--
<?php
$name = 'greeting';
$$name = 'hello';
echo $greeting, "\n";
${'dyn' . 'amic'} = 'built name';
echo $dynamic, "\n";
$var = 'list';
$$var = [1, 2];
${$var}[] = 3;
echo implode(",", $list), "\n";
$a = 'b';
$b = 'c';
$c = 'end';
echo $$$a, "\n";
$i = 1;
${"item$i"} = 'first item';
echo $item1, "\n";
function inFunction() {
    $local = 'x';
    $n = 'local';
    return $$n;
}
echo inFunction(), "\n";
$props = ['p1' => 'v1'];
foreach ($props as $k => $v) $$k = $v;
echo $p1, "\n";
--EXPECT--
hello
built name
1,2,3
end
first item
x
v1
