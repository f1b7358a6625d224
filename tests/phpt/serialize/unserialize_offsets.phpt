--TEST--
unserialize offsets
--FILE--
<?php
$cases = ['x:1', 'i:5;junk', 'a:1:{i:0;i:1;', 's:5:"abc";', 'b:0;', 'i:1', 'a:2:{i:0;i:1;}', 'a:1:{i:0;i:1;}x', 'a:1:{x:0;i:1;}', 'a:1:{i:0;x:1;}',
 'O:8:"stdClass":1:{s:1:"a";i:1;', 'O:8:"stdClass":1:{s:1:"a";}', 's:3:"abc"', 's:3:"ab";', 'd:1.5', 'd:x;', 'b:2;', 'N', 'N;x', 'i:;', 'a:1:{i:0;a:1:{i:0;i:1;}', 'a:1:{s:1:"k";s:10:"short";}', 'a:-1:{}', 'i:99999999999999999999;', 's:-1:"";', 'O:3:"Foo":0:{}x', 'r:5;', 'a:1:{i:0;r:9;}', 'a:0:{', 'a:0:}','s:5:"abcde"x'];
foreach ($cases as $c) { echo $c, " => "; var_dump(@unserialize($c)); echo error_get_last()['message'] ?? '', "\n"; error_clear_last(); }
--EXPECT--
x:1 => bool(false)
unserialize(): Error at offset 0 of 3 bytes
i:5;junk => int(5)

a:1:{i:0;i:1; => bool(false)
unserialize(): Error at offset 13 of 13 bytes
s:5:"abc"; => bool(false)
unserialize(): Error at offset 10 of 10 bytes
b:0; => bool(false)

i:1 => bool(false)
unserialize(): Error at offset 0 of 3 bytes
a:2:{i:0;i:1;} => bool(false)
unserialize(): Error at offset 13 of 14 bytes
a:1:{i:0;i:1;}x => array(1) {
  [0]=>
  int(1)
}

a:1:{x:0;i:1;} => bool(false)
unserialize(): Error at offset 5 of 14 bytes
a:1:{i:0;x:1;} => bool(false)
unserialize(): Error at offset 9 of 14 bytes
O:8:"stdClass":1:{s:1:"a";i:1; => bool(false)
unserialize(): Error at offset 30 of 30 bytes
O:8:"stdClass":1:{s:1:"a";} => bool(false)
unserialize(): Error at offset 26 of 27 bytes
s:3:"abc" => bool(false)
unserialize(): Error at offset 9 of 9 bytes
s:3:"ab"; => bool(false)
unserialize(): Error at offset 8 of 9 bytes
d:1.5 => bool(false)
unserialize(): Error at offset 0 of 5 bytes
d:x; => bool(false)
unserialize(): Error at offset 0 of 4 bytes
b:2; => bool(false)
unserialize(): Error at offset 0 of 4 bytes
N => bool(false)
unserialize(): Error at offset 0 of 1 bytes
N;x => NULL

i:; => bool(false)
unserialize(): Error at offset 0 of 3 bytes
a:1:{i:0;a:1:{i:0;i:1;} => bool(false)
unserialize(): Error at offset 23 of 23 bytes
a:1:{s:1:"k";s:10:"short";} => bool(false)
unserialize(): Error at offset 15 of 27 bytes
a:-1:{} => bool(false)
unserialize(): Error at offset 0 of 7 bytes
i:99999999999999999999; => int(9223372036854775807)
unserialize(): Numerical result out of range
s:-1:""; => bool(false)
unserialize(): Error at offset 0 of 8 bytes
O:3:"Foo":0:{}x => object(__PHP_Incomplete_Class)#1 (1) {
  ["__PHP_Incomplete_Class_Name"]=>
  string(3) "Foo"
}

r:5; => bool(false)
unserialize(): Error at offset 4 of 4 bytes
a:1:{i:0;r:9;} => bool(false)
unserialize(): Error at offset 13 of 14 bytes
a:0:{ => bool(false)
unserialize(): Error at offset 5 of 5 bytes
a:0:} => bool(false)
unserialize(): Error at offset 0 of 5 bytes
s:5:"abcde"x => bool(false)
unserialize(): Error at offset 11 of 12 bytes
