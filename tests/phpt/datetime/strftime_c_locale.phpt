--TEST--
strftime and gmstrftime: deprecated, every C-locale conversion
--FILE--
<?php
set_error_handler(function ($no, $msg, $file, $line) { echo "[$no] $msg (line $line)\n"; return true; });
date_default_timezone_set('America/New_York');
$all = '%a|%A|%b|%B|%c|%C|%d|%D|%e|%F|%g|%G|%h|%H|%I|%j|%k|%l|%m|%M|%n|%p|%P|%r|%R|%s|%S|%t|%T|%u|%U|%V|%w|%W|%x|%X|%y|%Y|%z|%Z|%%|%Q|end%';
foreach ([0, 1700000000, 1704067200, 1703980800, 1000000000, -86400 * 400] as $ts) {
    echo strftime($all, $ts), "\n", gmstrftime($all, $ts), "\n";
}
var_dump(strftime(''));
echo strftime('%Y-%m-%d %H:%M:%S', mktime(14, 5, 9, 3, 7, 2024)), "\n";
--EXPECT--
[8192] Function strftime() is deprecated (line 6)
Wed|Wednesday|Dec|December|Wed Dec 31 19:00:00 1969|19|31|12/31/69|31|1969-12-31|70|1970|Dec|19|07|365|19| 7|12|00|
|PM|pm|07:00:00 PM|19:00|-18000|00|	|19:00:00|3|52|01|3|52|12/31/69|19:00:00|69|1969|-0500|EST|%|%Q|end%
[8192] Function gmstrftime() is deprecated (line 6)
Thu|Thursday|Jan|January|Thu Jan  1 00:00:00 1970|19|01|01/01/70| 1|1970-01-01|70|1970|Jan|00|12|001| 0|12|01|00|
|AM|am|12:00:00 AM|00:00|0|00|	|00:00:00|4|00|01|4|00|01/01/70|00:00:00|70|1970|+0000|GMT|%|%Q|end%
[8192] Function strftime() is deprecated (line 6)
Tue|Tuesday|Nov|November|Tue Nov 14 17:13:20 2023|20|14|11/14/23|14|2023-11-14|23|2023|Nov|17|05|318|17| 5|11|13|
|PM|pm|05:13:20 PM|17:13|1699982000|20|	|17:13:20|2|46|46|2|46|11/14/23|17:13:20|23|2023|-0500|EST|%|%Q|end%
[8192] Function gmstrftime() is deprecated (line 6)
Tue|Tuesday|Nov|November|Tue Nov 14 22:13:20 2023|20|14|11/14/23|14|2023-11-14|23|2023|Nov|22|10|318|22|10|11|13|
|PM|pm|10:13:20 PM|22:13|1700000000|20|	|22:13:20|2|46|46|2|46|11/14/23|22:13:20|23|2023|+0000|GMT|%|%Q|end%
[8192] Function strftime() is deprecated (line 6)
Sun|Sunday|Dec|December|Sun Dec 31 19:00:00 2023|20|31|12/31/23|31|2023-12-31|23|2023|Dec|19|07|365|19| 7|12|00|
|PM|pm|07:00:00 PM|19:00|1704049200|00|	|19:00:00|7|53|52|0|52|12/31/23|19:00:00|23|2023|-0500|EST|%|%Q|end%
[8192] Function gmstrftime() is deprecated (line 6)
Mon|Monday|Jan|January|Mon Jan  1 00:00:00 2024|20|01|01/01/24| 1|2024-01-01|24|2024|Jan|00|12|001| 0|12|01|00|
|AM|am|12:00:00 AM|00:00|1704067200|00|	|00:00:00|1|00|01|1|01|01/01/24|00:00:00|24|2024|+0000|GMT|%|%Q|end%
[8192] Function strftime() is deprecated (line 6)
Sat|Saturday|Dec|December|Sat Dec 30 19:00:00 2023|20|30|12/30/23|30|2023-12-30|23|2023|Dec|19|07|364|19| 7|12|00|
|PM|pm|07:00:00 PM|19:00|1703962800|00|	|19:00:00|6|52|52|6|52|12/30/23|19:00:00|23|2023|-0500|EST|%|%Q|end%
[8192] Function gmstrftime() is deprecated (line 6)
Sun|Sunday|Dec|December|Sun Dec 31 00:00:00 2023|20|31|12/31/23|31|2023-12-31|23|2023|Dec|00|12|365| 0|12|12|00|
|AM|am|12:00:00 AM|00:00|1703980800|00|	|00:00:00|7|53|52|0|52|12/31/23|00:00:00|23|2023|+0000|GMT|%|%Q|end%
[8192] Function strftime() is deprecated (line 6)
Sat|Saturday|Sep|September|Sat Sep  8 21:46:40 2001|20|08|09/08/01| 8|2001-09-08|01|2001|Sep|21|09|251|21| 9|09|46|
|PM|pm|09:46:40 PM|21:46|999982000|40|	|21:46:40|6|35|36|6|36|09/08/01|21:46:40|01|2001|-0400|EDT|%|%Q|end%
[8192] Function gmstrftime() is deprecated (line 6)
Sun|Sunday|Sep|September|Sun Sep  9 01:46:40 2001|20|09|09/09/01| 9|2001-09-09|01|2001|Sep|01|01|252| 1| 1|09|46|
|AM|am|01:46:40 AM|01:46|1000000000|40|	|01:46:40|7|36|36|0|36|09/09/01|01:46:40|01|2001|+0000|GMT|%|%Q|end%
[8192] Function strftime() is deprecated (line 6)
Tue|Tuesday|Nov|November|Tue Nov 26 19:00:00 1968|19|26|11/26/68|26|1968-11-26|68|1968|Nov|19|07|331|19| 7|11|00|
|PM|pm|07:00:00 PM|19:00|-34578000|00|	|19:00:00|2|47|48|2|48|11/26/68|19:00:00|68|1968|-0500|EST|%|%Q|end%
[8192] Function gmstrftime() is deprecated (line 6)
Wed|Wednesday|Nov|November|Wed Nov 27 00:00:00 1968|19|27|11/27/68|27|1968-11-27|68|1968|Nov|00|12|332| 0|12|11|00|
|AM|am|12:00:00 AM|00:00|-34560000|00|	|00:00:00|3|47|48|3|48|11/27/68|00:00:00|68|1968|+0000|GMT|%|%Q|end%
[8192] Function strftime() is deprecated (line 8)
bool(false)
[8192] Function strftime() is deprecated (line 9)
2024-03-07 14:05:09
