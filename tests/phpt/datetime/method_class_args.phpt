--TEST--
Native methods reject arguments that are not of their parameters' classes (DateTime::add('P1D'), new DateTime('now', 'UTC'))
--FILE--
<?php
// Native methods check class-typed parameters like builtin functions do.
$d = new DateTime('2020-01-01 00:00:00', new DateTimeZone('UTC'));
foreach ([
    fn() => new DateTime('now', 'UTC'),
    fn() => $d->setTimezone('UTC'),
    fn() => $d->add('P1D'),
    fn() => $d->sub(null),
    fn() => $d->diff('2020-01-02'),
    fn() => new DateTimeImmutable('2020-01-01', 5),
    fn() => $d->setTimezone(new DateTimeZone('Europe/Paris'))->format('c'),
    fn() => $d->add(new DateInterval('P1D'))->format('Y-m-d'),
] as $call) {
    try {
        $r = $call();
        echo is_object($r) ? get_class($r) : var_export($r, true), "\n";
    } catch (\Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
--EXPECT--
TypeError: DateTime::__construct(): Argument #2 ($timezone) must be of type ?DateTimeZone, string given
TypeError: DateTime::setTimezone(): Argument #1 ($timezone) must be of type DateTimeZone, string given
TypeError: DateTime::add(): Argument #1 ($interval) must be of type DateInterval, string given
TypeError: DateTime::sub(): Argument #1 ($interval) must be of type DateInterval, null given
TypeError: DateTime::diff(): Argument #1 ($targetObject) must be of type DateTimeInterface, string given
TypeError: DateTimeImmutable::__construct(): Argument #2 ($timezone) must be of type ?DateTimeZone, int given
'2020-01-01T01:00:00+01:00'
'2020-01-02'
