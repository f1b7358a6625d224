--TEST--
strtotime and date_parse read YYYY-DDD and YYYYDDD day-of-year dates
--FILE--
<?php
date_default_timezone_set('UTC');
foreach (['2024-060', '2024-001', '2024-366', '2023-365 10:00', '2024060', '2023-366', '2024-367', '2024-000'] as $s) {
    $t = strtotime($s);
    echo $s, " ", $t === false ? 'false' : date('c', $t), "\n";
}
$d = date_parse('2024-060'); echo $d['year'], '-', $d['month'], '-', $d['day'], ' ', $d['error_count'], "\n";
date_default_timezone_set('Europe/Berlin');
--EXPECT--
2024-060 2024-02-29T00:00:00+00:00
2024-001 2024-01-01T00:00:00+00:00
2024-366 2024-12-31T00:00:00+00:00
2023-365 10:00 2023-12-31T10:00:00+00:00
2024060 2024-02-29T00:00:00+00:00
2023-366 2024-01-01T00:00:00+00:00
2024-367 false
2024-000 false
2024-1-60 0
