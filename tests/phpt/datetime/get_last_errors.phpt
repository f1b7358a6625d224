--TEST--
DateTime::getLastErrors() after createFromFormat: invalid dates warn, unreadable fields are errors
--FILE--
<?php
$cases = [['Y-m-d', '2024-13-45'], ['Y-m-d', 'garbage'], ['Y-m-d', '2024-02-30'], ['Y-m-d', '2024-02-29x'], ['Y-m-d', '2024-02'], ['d/m/Y', '31/04/2024'], ['Y-m-d H:i', '2024-01-01 25:61'], ['Y-m-d', '24-1-1'], ['m/d/Y', '1/2/2024'], ['Y-m-d', ''], ['H:i', 'ab:cd'], ['Y-M-d', '2024-Foo-01'], ['Y-m-d', '2024/01/01'], ['D, d M Y', 'Mon, 15 Jan 2024'], ['Y-m-d+', '2024-01-01 trailing']];
foreach ($cases as [$f, $s]) {
    $d = DateTime::createFromFormat($f, $s);
    echo "$f | $s => ", $d ? $d->format('Y-m-d') : 'false', "\n";
    var_dump(DateTime::getLastErrors());
}
function isValidDate(string $date, string $format = 'Y-m-d'): bool {
    $d = DateTimeImmutable::createFromFormat($format, $date);
    $errors = DateTimeImmutable::getLastErrors();
    return $d !== false && ($errors === false || $errors['warning_count'] === 0);
}
foreach (['2024-02-29', '2023-02-29', '2024-04-31', 'tomorrow', '2024-12-01'] as $s) echo $s, ': ', isValidDate($s) ? 'valid' : 'invalid', "\n";
date_create('2024-01-01');
var_dump(date_get_last_errors());
--EXPECT--
Y-m-d | 2024-13-45 => 2025-02-14
array(4) {
  ["warning_count"]=>
  int(1)
  ["warnings"]=>
  array(1) {
    [10]=>
    string(27) "The parsed date was invalid"
  }
  ["error_count"]=>
  int(0)
  ["errors"]=>
  array(0) {
  }
}
Y-m-d | garbage => false
array(4) {
  ["warning_count"]=>
  int(0)
  ["warnings"]=>
  array(0) {
  }
  ["error_count"]=>
  int(3)
  ["errors"]=>
  array(2) {
    [0]=>
    string(36) "A four digit year could not be found"
    [7]=>
    string(43) "Not enough data available to satisfy format"
  }
}
Y-m-d | 2024-02-30 => 2024-03-01
array(4) {
  ["warning_count"]=>
  int(1)
  ["warnings"]=>
  array(1) {
    [10]=>
    string(27) "The parsed date was invalid"
  }
  ["error_count"]=>
  int(0)
  ["errors"]=>
  array(0) {
  }
}
Y-m-d | 2024-02-29x => false
array(4) {
  ["warning_count"]=>
  int(0)
  ["warnings"]=>
  array(0) {
  }
  ["error_count"]=>
  int(1)
  ["errors"]=>
  array(1) {
    [10]=>
    string(13) "Trailing data"
  }
}
Y-m-d | 2024-02 => false
array(4) {
  ["warning_count"]=>
  int(0)
  ["warnings"]=>
  array(0) {
  }
  ["error_count"]=>
  int(1)
  ["errors"]=>
  array(1) {
    [7]=>
    string(43) "Not enough data available to satisfy format"
  }
}
d/m/Y | 31/04/2024 => 2024-05-01
array(4) {
  ["warning_count"]=>
  int(1)
  ["warnings"]=>
  array(1) {
    [10]=>
    string(27) "The parsed date was invalid"
  }
  ["error_count"]=>
  int(0)
  ["errors"]=>
  array(0) {
  }
}
Y-m-d H:i | 2024-01-01 25:61 => 2024-01-02
array(4) {
  ["warning_count"]=>
  int(1)
  ["warnings"]=>
  array(1) {
    [16]=>
    string(27) "The parsed time was invalid"
  }
  ["error_count"]=>
  int(0)
  ["errors"]=>
  array(0) {
  }
}
Y-m-d | 24-1-1 => 0024-01-01
bool(false)
m/d/Y | 1/2/2024 => 2024-01-02
bool(false)
Y-m-d |  => false
array(4) {
  ["warning_count"]=>
  int(0)
  ["warnings"]=>
  array(0) {
  }
  ["error_count"]=>
  int(1)
  ["errors"]=>
  array(1) {
    [0]=>
    string(43) "Not enough data available to satisfy format"
  }
}
H:i | ab:cd => false
array(4) {
  ["warning_count"]=>
  int(0)
  ["warnings"]=>
  array(0) {
  }
  ["error_count"]=>
  int(3)
  ["errors"]=>
  array(2) {
    [0]=>
    string(35) "A two digit hour could not be found"
    [5]=>
    string(43) "Not enough data available to satisfy format"
  }
}
Y-M-d | 2024-Foo-01 => false
array(4) {
  ["warning_count"]=>
  int(0)
  ["warnings"]=>
  array(0) {
  }
  ["error_count"]=>
  int(1)
  ["errors"]=>
  array(1) {
    [5]=>
    string(34) "A textual month could not be found"
  }
}
Y-m-d | 2024/01/01 => false
array(4) {
  ["warning_count"]=>
  int(0)
  ["warnings"]=>
  array(0) {
  }
  ["error_count"]=>
  int(4)
  ["errors"]=>
  array(2) {
    [4]=>
    string(22) "Unexpected data found."
    [7]=>
    string(22) "Unexpected data found."
  }
}
D, d M Y | Mon, 15 Jan 2024 => 2024-01-15
bool(false)
Y-m-d+ | 2024-01-01 trailing => 2024-01-01
array(4) {
  ["warning_count"]=>
  int(1)
  ["warnings"]=>
  array(1) {
    [10]=>
    string(13) "Trailing data"
  }
  ["error_count"]=>
  int(0)
  ["errors"]=>
  array(0) {
  }
}
2024-02-29: valid
2023-02-29: invalid
2024-04-31: invalid
tomorrow: invalid
2024-12-01: valid
bool(false)
