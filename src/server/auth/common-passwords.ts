// Common passwords of 8 or more characters (shorter ones fail the length rule anyway).
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(`
00000000 01012011 0987654321 11111111 1111111111 11223344 12121212 123123123 1232323q 12341234
12344321 1234554321 12345678 123456789 1234567890 123456789a 12345qwert 1234qwer 123654789 12qwaszx
147258369 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 4815162342 55555555 69696969 741852963 77777777
789456123 87654321 88888888 98765432 987654321 aaaaaaaa abc12345 abcd1234 administrator airborne
alexande alexander anderson asdf1234 asdfasdf asdfghjk asdfghjkl babygirl baseball benjamin
bigdaddy blink182 brittany brooklyn budlight bulldogs butthead carolina caroline
champion changeit changeme cherokee christin cocacola colorado computer corvette courtney creative
danielle darkness december dolphins drowssap einstein elephant elizabet explorer fantasy11
fantasyxi football football1 franklin freeuser garfield godzilla guinness hello123
iloveyou iloveyou1 infinity internet jennifer jonathan jordan23 juventus kawasaki kimberly kristina
lacrosse lasvegas letmein1 lifehack liverpoo liverpool logitech manchester marlboro marshall
maryjane maverick mercedes metallic metallica michelle michigan midnight minecraft mitchell
motorola mountain ncc1701d newcastle nicholas nintendo november pakistan panthers paradise passport
passw0rd password password1 password123 patricia patriots pearljam peekaboo platinum poohbear
predator premierleague princess q1w2e3r4 q1w2e3r4t5 qazwsxedc qweasdzxc qwer1234 qwerty12 qwerty123
qwerty1234 qwertyui qwertyuiop redskins redwings rolltide rush2112 samantha scarface scorpion
scotland security semperfi simpsons slipknot snickers snowball softball spiderma spitfire
stargate startrek starwars steelers sunshine superman svetlana swordfis tottenham trustno1
valentin veronica victoria virginia vladimir warcraft welcome1 westside whatever
williams wolverin xxxxxxxx zaq12wsx
`.split(/\s+/).filter(Boolean));
