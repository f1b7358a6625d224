--TEST--
Grade report: statistics, match on ranges, uasort and printf tables
--FILE--
<?php
$students = [
    ['name' => 'Zoe', 'scores' => ['math' => 91, 'sci' => 84, 'eng' => 77]],
    ['name' => 'adam', 'scores' => ['math' => 65, 'sci' => 92, 'eng' => 88]],
    ['name' => 'Émile', 'scores' => ['math' => 78, 'sci' => 78, 'eng' => 95]],
    ['name' => 'Bo', 'scores' => ['math' => 100, 'sci' => 59, 'eng' => 60]],
    ['name' => 'Cy', 'scores' => []],
];
function grade(float $avg): string {
    return match (true) {
        $avg >= 90 => 'A', $avg >= 80 => 'B', $avg >= 70 => 'C', $avg >= 60 => 'D', default => 'F',
    };
}
function stats(array $xs): array {
    if (!$xs) return ['avg' => 0, 'min' => null, 'max' => null, 'sd' => 0.0];
    $n = count($xs); $avg = array_sum($xs) / $n;
    $var = array_sum(array_map(fn($x) => ($x - $avg) ** 2, $xs)) / $n;
    return ['avg' => $avg, 'min' => min($xs), 'max' => max($xs), 'sd' => sqrt($var)];
}
$report = [];
foreach ($students as ['name' => $name, 'scores' => $scores]) {
    $s = stats($scores);
    $report[$name] = $s + ['grade' => grade($s['avg']), 'best' => $scores ? array_search(max($scores), $scores) : '-'];
}
uasort($report, fn($a, $b) => $b['avg'] <=> $a['avg'] ?: strcasecmp(key($a), key($b)));
printf("%-8s|%7s|%4s|%4s|%6s|%-5s|%s\n", 'Name', 'Avg', 'Min', 'Max', 'SD', 'Grade', 'Best');
echo str_repeat('-', 48), "\n";
foreach ($report as $name => $r) {
    printf("%-8s|%7.2f|%4s|%4s|%6.3f|%-5s|%s\n", $name, $r['avg'], $r['min'] ?? 'n/a', $r['max'] ?? 'n/a', $r['sd'], $r['grade'], $r['best']);
}
$bySubject = [];
foreach ($students as $st) foreach ($st['scores'] as $subj => $sc) $bySubject[$subj][] = $sc;
ksort($bySubject);
foreach ($bySubject as $subj => $scores) {
    $st = stats($scores);
    echo ucfirst($subj), ': ', round($st['avg'], 1), ' (', implode('/', $scores), ")\n";
}
$distribution = array_count_values(array_column($report, 'grade'));
ksort($distribution);
foreach ($distribution as $g => $n) echo $g, ' ', str_repeat('*', $n), "\n";
$names = array_keys($report);
sort($names); echo implode(', ', $names), "\n";
sort($names, SORT_FLAG_CASE | SORT_STRING); echo implode(', ', $names), "\n";
usort($names, 'strcasecmp'); echo implode(', ', $names), "\n";
echo var_export(array_map(fn($r) => $r['grade'], $report), true), "\n";
echo print_r(array_slice($report, 0, 1), true);
$top = array_filter($report, fn($r) => $r['grade'] <= 'B');
echo count($top), ' top: ', implode(',', array_keys($top)), "\n";
$ranked = array_combine(range(1, count($report)), array_keys($report));
foreach ($ranked as $rank => $n) echo "#$rank $n", $rank < count($ranked) ? ', ' : "\n";
$curve = fn(int $s): int => min(100, (int)round($s * 1.05));
echo json_encode(array_map(fn($st) => ['name' => $st['name'], 'curved' => array_map($curve, $st['scores'])], array_slice($students, 0, 2))), "\n";
echo sprintf("%05.1f%%", 100 * 3 / 7), ' ', number_format(100 * 2 / 3, 1) . '%', ' ', round(2 / 3 * 100), "\n";
$passFail = array_map(null, array_keys($report), array_map(fn($r) => $r['avg'] >= 60 ? 'pass' : 'fail', $report));
foreach ($passFail as [$n, $pf]) echo "$n:$pf ";
echo "\n";
--EXPECT--
Name    |    Avg| Min| Max|    SD|Grade|Best
------------------------------------------------
Zoe     |  84.00|  77|  91| 5.715|B    |math
Émile  |  83.67|  78|  95| 8.014|B    |eng
adam    |  81.67|  65|  92|11.898|B    |sci
Bo      |  73.00|  59| 100|19.096|C    |math
Cy      |   0.00| n/a| n/a| 0.000|F    |-
Eng: 80 (77/88/95/60)
Math: 83.5 (91/65/78/100)
Sci: 78.3 (84/92/78/59)
B ***
C *
F *
Bo, Cy, Zoe, adam, Émile
adam, Bo, Cy, Zoe, Émile
adam, Bo, Cy, Zoe, Émile
array (
  'Zoe' => 'B',
  'Émile' => 'B',
  'adam' => 'B',
  'Bo' => 'C',
  'Cy' => 'F',
)
Array
(
    [Zoe] => Array
        (
            [avg] => 84
            [min] => 77
            [max] => 91
            [sd] => 5.7154760664941
            [grade] => B
            [best] => math
        )

)
3 top: Zoe,Émile,adam
#1 Zoe, #2 Émile, #3 adam, #4 Bo, #5 Cy
[{"name":"Zoe","curved":{"math":96,"sci":88,"eng":81}},{"name":"adam","curved":{"math":68,"sci":97,"eng":92}}]
042.9% 66.7% 67
Zoe:pass Émile:pass adam:pass Bo:pass Cy:fail
