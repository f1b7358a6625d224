--TEST--
getopt: short, clustered, optional and long options, repeats, -- and the rest index
--ARGS--
-v -v -ab val -cX --verbose --name=foo --opt --flag=1 -b2 -- -a rest
--FILE--
<?php
var_dump(getopt("ab:c::v", ["verbose", "name:", "opt::", "flag"], $rest), $rest);
var_dump(getopt(""), getopt("z", ["zz"]));
--EXPECT--
array(8) {
  ["v"]=>
  array(2) {
    [0]=>
    bool(false)
    [1]=>
    bool(false)
  }
  ["a"]=>
  bool(false)
  ["b"]=>
  array(2) {
    [0]=>
    string(3) "val"
    [1]=>
    string(1) "2"
  }
  ["c"]=>
  string(1) "X"
  ["verbose"]=>
  bool(false)
  ["name"]=>
  string(3) "foo"
  ["opt"]=>
  bool(false)
  ["flag"]=>
  bool(false)
}
int(12)
array(0) {
}
array(0) {
}
