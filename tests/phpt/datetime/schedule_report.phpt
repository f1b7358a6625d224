--TEST--
DateTime in an everyday schedule: the repeated hour when DST ends reads as its first occurrence, month loops, ages, intervals, sorting dates
--FILE--
<?php
date_default_timezone_set('America/New_York');
$events = [
    ['name' => 'Launch', 'at' => '2024-11-03 01:30:00'],
    ['name' => 'Review', 'at' => '2024-03-10 03:15:00'],
    ['name' => 'Party', 'at' => '2024-12-31 23:59:59'],
];
foreach ($events as $e) {
    $d = new DateTimeImmutable($e['at']);
    printf("%-7s %s | %s | week %s | %s\n", $e['name'], $d->format('D, M j Y g:ia T'), $d->format(DateTimeInterface::ATOM), $d->format('W'), $d->setTimezone(new DateTimeZone('UTC'))->format('Y-m-d H:i e'));
}
$now = new DateTimeImmutable('2024-06-15 12:00:00');
foreach (array_slice($events, 1) as $e) {
    $d = new DateTimeImmutable($e['at']);
    $diff = $now->diff($d);
    echo $e['name'], ': ', $diff->invert ? 'was ' : 'in ', $diff->days, ' days (', $diff->format('%m months, %d days, %h hours'), ")\n";
}
$start = new DateTime('2024-01-01');
$end = new DateTime('2024-12-31');
$months = [];
for ($d = clone $start; $d <= $end; $d->modify('first day of next month')) $months[] = $d->format('M');
echo implode(' ', $months), "\n";
$birthday = new DateTime('1985-07-20');
$today = new DateTime('2024-07-19');
echo "Age: ", $birthday->diff($today)->y, "\n";
$x = new DateTime('2024-01-31');
for ($i = 0; $i < 3; $i++) { $x->modify('last day of next month'); echo $x->format('Y-m-d '), ''; }
echo "\n";
$d = new DateTime('2024-02-29 13:45:00');
echo $d->format('L t z N jS \o\f F, Y \a\t h:i A'), "\n";
var_dump($d->format('U') == $d->getTimestamp());
$i = new DateInterval('P1Y2M10DT2H30M');
echo $i->y, $i->m, $i->d, $i->h, $i->i, $i->s, " ", $i->format('%y years, %m months, %d days, %h:%I'), "\n";
$d2 = (new DateTimeImmutable('2024-01-15 09:00'))->add($i);
echo $d2->format('Y-m-d H:i'), "\n";
$clone = clone $d2; var_dump($clone == $d2, $clone === $d2);
$w = new DateTime('2024-06-12');
echo $w->format('l'), " ", $w->modify('monday this week')->format('Y-m-d'), " ", $w->modify('+6 days')->format('Y-m-d'), "\n";
$u = DateTime::createFromFormat('Y-m-d H:i:s', '2024-13-45 10:00:00'); echo $u ? $u->format('Y-m-d') : 'false', "\n";
echo (new DateTime('2024-03-31'))->sub(new DateInterval('P1M'))->format('Y-m-d'), "\n";
echo (new DateTime('tomorrow', new DateTimeZone('UTC')))->format('H:i:s'), "\n";
echo (new DateTime('2024-05-05'))->setISODate(2024, 1)->format('Y-m-d'), "\n";
echo json_encode(['d' => new DateTimeImmutable('2024-01-01 12:00:00')]), "\n";
$dates = ['2024-03-01', '2023-12-25', '2024-01-15'];
usort($dates, fn($a, $b) => new DateTime($a) <=> new DateTime($b)); print_r($dates);
echo max(new DateTime('2020-01-01'), new DateTime('2021-01-01'))->format('Y'), "\n";
--EXPECT--
Launch  Sun, Nov 3 2024 1:30am EDT | 2024-11-03T01:30:00-04:00 | week 44 | 2024-11-03 05:30 UTC
Review  Sun, Mar 10 2024 3:15am EDT | 2024-03-10T03:15:00-04:00 | week 10 | 2024-03-10 07:15 UTC
Party   Tue, Dec 31 2024 11:59pm EST | 2024-12-31T23:59:59-05:00 | week 01 | 2025-01-01 04:59 UTC
Review: was 97 days (3 months, 5 days, 8 hours)
Party: in 199 days (6 months, 16 days, 11 hours)
Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec
Age: 38
2024-02-29 2024-03-31 2024-04-30 
1 29 59 4 29th of February, 2024 at 01:45 PM
bool(true)
12102300 1 years, 2 months, 10 days, 2:30
2025-03-25 11:30
bool(true)
bool(false)
Wednesday 2024-06-10 2024-06-16
2025-02-14
2024-03-02
00:00:00
2024-01-01
{"d":{"date":"2024-01-01 12:00:00.000000","timezone_type":3,"timezone":"America\/New_York"}}
Array
(
    [0] => 2023-12-25
    [1] => 2024-01-15
    [2] => 2024-03-01
)
2021
