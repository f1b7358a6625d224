--TEST--
preg_match_all orders and flags
--FILE--
<?php
var_dump(preg_match_all('/\d/', 'a1b2c3', $m), $m);
var_dump(preg_match_all('/(\w)(\d)?/', 'a1 b c3', $m), $m);
var_dump(preg_match_all('/(\w)(\d)?/', 'a1 b c3', $m, PREG_SET_ORDER), $m);
var_dump(preg_match_all('/(?<l>\w)(\d)?/', 'a1 b', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match_all('/(?<l>\w)(\d)?/', 'a1 b', $m, PREG_SET_ORDER | PREG_UNMATCHED_AS_NULL), $m);
var_dump(preg_match_all('/z/', 'abc', $m), $m, preg_match_all('/z/', 'abc', $m, PREG_SET_ORDER), $m);
var_dump(preg_match_all('/x*/', 'axb', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match_all('/a/', 'banana'));
--EXPECT--
int(3)
array(1) {
  [0]=>
  array(3) {
    [0]=>
    string(1) "1"
    [1]=>
    string(1) "2"
    [2]=>
    string(1) "3"
  }
}
int(3)
array(3) {
  [0]=>
  array(3) {
    [0]=>
    string(2) "a1"
    [1]=>
    string(1) "b"
    [2]=>
    string(2) "c3"
  }
  [1]=>
  array(3) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
    [2]=>
    string(1) "c"
  }
  [2]=>
  array(3) {
    [0]=>
    string(1) "1"
    [1]=>
    string(0) ""
    [2]=>
    string(1) "3"
  }
}
int(3)
array(3) {
  [0]=>
  array(3) {
    [0]=>
    string(2) "a1"
    [1]=>
    string(1) "a"
    [2]=>
    string(1) "1"
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    string(1) "b"
  }
  [2]=>
  array(3) {
    [0]=>
    string(2) "c3"
    [1]=>
    string(1) "c"
    [2]=>
    string(1) "3"
  }
}
int(2)
array(4) {
  [0]=>
  array(2) {
    [0]=>
    array(2) {
      [0]=>
      string(2) "a1"
      [1]=>
      int(0)
    }
    [1]=>
    array(2) {
      [0]=>
      string(1) "b"
      [1]=>
      int(3)
    }
  }
  ["l"]=>
  array(2) {
    [0]=>
    array(2) {
      [0]=>
      string(1) "a"
      [1]=>
      int(0)
    }
    [1]=>
    array(2) {
      [0]=>
      string(1) "b"
      [1]=>
      int(3)
    }
  }
  [1]=>
  array(2) {
    [0]=>
    array(2) {
      [0]=>
      string(1) "a"
      [1]=>
      int(0)
    }
    [1]=>
    array(2) {
      [0]=>
      string(1) "b"
      [1]=>
      int(3)
    }
  }
  [2]=>
  array(2) {
    [0]=>
    array(2) {
      [0]=>
      string(1) "1"
      [1]=>
      int(1)
    }
    [1]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(-1)
    }
  }
}
int(2)
array(2) {
  [0]=>
  array(4) {
    [0]=>
    string(2) "a1"
    ["l"]=>
    string(1) "a"
    [1]=>
    string(1) "a"
    [2]=>
    string(1) "1"
  }
  [1]=>
  array(4) {
    [0]=>
    string(1) "b"
    ["l"]=>
    string(1) "b"
    [1]=>
    string(1) "b"
    [2]=>
    NULL
  }
}
int(0)
array(1) {
  [0]=>
  array(0) {
  }
}
int(0)
array(0) {
}
int(4)
array(1) {
  [0]=>
  array(4) {
    [0]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(0)
    }
    [1]=>
    array(2) {
      [0]=>
      string(1) "x"
      [1]=>
      int(1)
    }
    [2]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(2)
    }
    [3]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(3)
    }
  }
}
int(3)
