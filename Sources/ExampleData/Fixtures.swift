// Generated once from a small script; the embedded data the shell runs on by default.
// Shaped like jsonplaceholder's /users and /posts, so `--data-url` can point at a real server.
// Names and e-mails are stored in mixed case on purpose: the presenter's formatting shows.

/// The embedded data, as the JSON a server would send (tests serve it over loopback HTTP).
public enum Fixtures {
  public static let usersJSON = #"""
    [
      {
        "id": 1,
        "name": "leanne graham",
        "username": "Bret",
        "email": "Sincere@april.biz",
        "address": {
          "street": "Kulas Light",
          "suite": "Apt. 556",
          "city": "Gwenborough",
          "zipcode": "92998-3874",
          "geo": {
            "lat": "-37.3159",
            "lng": "81.1496"
          }
        },
        "phone": "1-770-736-8031 x56442",
        "website": "hildegard.org",
        "company": {
          "name": "Romaguera-Crona",
          "catchPhrase": "Multi-layered client-server neural-net",
          "bs": "harness real-time e-markets"
        }
      },
      {
        "id": 2,
        "name": "ERVIN howell",
        "username": "Antonette",
        "email": "Shanna@melissa.tv",
        "address": {
          "street": "Victor Plains",
          "suite": "Suite 879",
          "city": "Wisokyburgh",
          "zipcode": "90566-7771",
          "geo": {
            "lat": "-43.9509",
            "lng": "-34.4618"
          }
        },
        "phone": "010-692-6593 x09125",
        "website": "anastasia.net",
        "company": {
          "name": "Deckow-Crist",
          "catchPhrase": "Proactive didactic contingency",
          "bs": "synergize scalable supply-chains"
        }
      },
      {
        "id": 3,
        "name": "clementine bauch",
        "username": "Samantha",
        "email": "Nathan@yesenia.net",
        "address": {
          "street": "Douglas Extension",
          "suite": "Suite 847",
          "city": "McKenziehaven",
          "zipcode": "59590-4157",
          "geo": {
            "lat": "-68.6102",
            "lng": "-47.0653"
          }
        },
        "phone": "1-463-123-4447",
        "website": "ramiro.info",
        "company": {
          "name": "Romaguera-Jacobson",
          "catchPhrase": "Face to face bifurcated interface",
          "bs": "e-enable strategic applications"
        }
      },
      {
        "id": 4,
        "name": "patricia lebsack",
        "username": "Karianne",
        "email": "Julianne.OConner@kory.org",
        "address": {
          "street": "Hoeger Mall",
          "suite": "Apt. 692",
          "city": "South Elvis",
          "zipcode": "53919-4257",
          "geo": {
            "lat": "29.4572",
            "lng": "-164.2990"
          }
        },
        "phone": "493-170-9623 x156",
        "website": "kale.biz",
        "company": {
          "name": "Robel-Corkery",
          "catchPhrase": "Multi-tiered zero tolerance productivity",
          "bs": "transition cutting-edge web services"
        }
      },
      {
        "id": 5,
        "name": "chelsey DIETRICH",
        "username": "Kamren",
        "email": "Lucio_Hettinger@annie.ca",
        "address": {
          "street": "Skiles Walks",
          "suite": "Suite 351",
          "city": "Roscoeview",
          "zipcode": "33263",
          "geo": {
            "lat": "-31.8129",
            "lng": "62.5342"
          }
        },
        "phone": "(254)954-1289",
        "website": "demarco.info",
        "company": {
          "name": "Keebler LLC",
          "catchPhrase": "User-centric fault-tolerant solution",
          "bs": "revolutionize end-to-end systems"
        }
      },
      {
        "id": 6,
        "name": "mrs. dennis schulist",
        "username": "Leopoldo_Corkery",
        "email": "Karley_Dach@jasper.info",
        "address": {
          "street": "Norberto Crossing",
          "suite": "Apt. 950",
          "city": "South Christy",
          "zipcode": "23505-1337",
          "geo": {
            "lat": "-71.4197",
            "lng": "71.7478"
          }
        },
        "phone": "1-477-935-8478 x6430",
        "website": "ola.org",
        "company": {
          "name": "Considine-Lockman",
          "catchPhrase": "Synchronised bottom-line interface",
          "bs": "e-enable innovative applications"
        }
      },
      {
        "id": 7,
        "name": "kurtis weissnat",
        "username": "Elwyn.Skiles",
        "email": "Telly.Hoeger@billy.biz",
        "address": {
          "street": "Rex Trail",
          "suite": "Suite 280",
          "city": "Howemouth",
          "zipcode": "58804-1099",
          "geo": {
            "lat": "24.8918",
            "lng": "21.8984"
          }
        },
        "phone": "210.067.6132",
        "website": "elvis.io",
        "company": {
          "name": "Johns Group",
          "catchPhrase": "Configurable multimedia task-force",
          "bs": "generate enterprise e-tailers"
        }
      },
      {
        "id": 8,
        "name": "nicholas runolfsdottir v",
        "username": "Maxime_Nienow",
        "email": "Sherwood@rosamond.me",
        "address": {
          "street": "Ellsworth Summit",
          "suite": "Suite 729",
          "city": "Aliyaview",
          "zipcode": "45169",
          "geo": {
            "lat": "-14.3990",
            "lng": "-120.7677"
          }
        },
        "phone": "586.493.6943 x140",
        "website": "jacynthe.com",
        "company": {
          "name": "Abernathy Group",
          "catchPhrase": "Implemented secondary concept",
          "bs": "e-enable extensible e-tailers"
        }
      },
      {
        "id": 9,
        "name": "glenna REICHERT",
        "username": "Delphine",
        "email": "Chaim_McDermott@dana.io",
        "address": {
          "street": "Dayna Park",
          "suite": "Suite 449",
          "city": "Bartholomebury",
          "zipcode": "76495-3109",
          "geo": {
            "lat": "24.6463",
            "lng": "-168.8889"
          }
        },
        "phone": "(775)976-6794 x41206",
        "website": "conrad.com",
        "company": {
          "name": "Yost and Sons",
          "catchPhrase": "Switchable contextually-based project",
          "bs": "aggregate real-time technologies"
        }
      },
      {
        "id": 10,
        "name": "clementina dubuque",
        "username": "Moriah.Stanton",
        "email": "Rey.Padberg@karina.biz",
        "address": {
          "street": "Kattie Turnpike",
          "suite": "Suite 198",
          "city": "Lebsackbury",
          "zipcode": "31428-2261",
          "geo": {
            "lat": "-38.2386",
            "lng": "57.2232"
          }
        },
        "phone": "024-648-3804",
        "website": "ambrose.net",
        "company": {
          "name": "Hoeger LLC",
          "catchPhrase": "Centralized empowering task-force",
          "bs": "target end-to-end models"
        }
      }
    ]
    """#

  public static let postsJSON = #"""
    [
      {
        "userId": 1,
        "id": 1,
        "title": "in laborum sit minim",
        "body": "enim consectetur excepteur cillum culpa sint cillum officia\nproident fugiat eiusmod enim deserunt lorem cillum ut adipiscing mollit sint\nqui et minim laborum velit mollit nostrud dolore amet proident culpa\ncommodo irure voluptate laborum ipsum amet incididunt exercitation non ad"
      },
      {
        "userId": 1,
        "id": 2,
        "title": "tempor amet qui laborum",
        "body": "incididunt veniam non consectetur dolore deserunt est\npariatur qui enim magna irure sed amet voluptate deserunt cillum\nnisi duis ad culpa sed aliqua dolor deserunt\nquis sit aute aliquip aute incididunt ullamco pariatur tempor deserunt commodo"
      },
      {
        "userId": 1,
        "id": 3,
        "title": "excepteur cillum adipiscing culpa",
        "body": "labore amet lorem nulla non amet excepteur cupidatat exercitation\nvoluptate velit do dolore ut reprehenderit aliquip est minim\nincididunt amet consequat aliqua deserunt occaecat incididunt tempor sit sunt occaecat\nsed quis et quis ipsum laboris deserunt"
      },
      {
        "userId": 1,
        "id": 4,
        "title": "anim ipsum nulla magna sunt",
        "body": "ea laboris velit esse nisi occaecat laboris\naliquip ea velit quis ex exercitation consectetur mollit ea aute enim\nlaboris proident fugiat ullamco aute nostrud ad mollit laboris irure lorem\nirure minim aliqua non ea aute commodo ad consectetur"
      },
      {
        "userId": 1,
        "id": 5,
        "title": "sunt veniam anim consequat do veniam",
        "body": "aliquip reprehenderit veniam incididunt dolor enim ad\nconsequat enim sed magna voluptate in excepteur sunt laborum cupidatat sunt\nincididunt ut fugiat id ut mollit\nsit incididunt ad amet commodo aliquip incididunt ipsum tempor"
      },
      {
        "userId": 1,
        "id": 6,
        "title": "dolor velit irure ea",
        "body": "id laboris ex irure ullamco pariatur officia\ndolore ea proident ullamco id labore duis exercitation reprehenderit dolor sunt\nnon aute exercitation minim duis enim aute\nvelit anim ipsum laboris tempor irure ad est nostrud"
      },
      {
        "userId": 1,
        "id": 7,
        "title": "id adipiscing aliqua tempor pariatur",
        "body": "incididunt consequat officia dolor incididunt esse enim\nquis sunt laboris elit dolor qui\nnostrud in esse minim reprehenderit commodo minim magna qui\nlorem culpa non aliqua consequat exercitation ea cupidatat cillum consectetur"
      },
      {
        "userId": 1,
        "id": 8,
        "title": "do veniam lorem nulla",
        "body": "magna ex commodo sint eiusmod velit esse ut enim\nmagna proident amet proident aliqua fugiat incididunt\nmagna esse incididunt labore ex mollit pariatur\ntempor sed sed dolor est sit"
      },
      {
        "userId": 1,
        "id": 9,
        "title": "velit laborum aliquip aliquip pariatur proident",
        "body": "aute consectetur sunt aliquip do ad mollit\nnulla dolore sit occaecat aliqua aliqua\nlabore culpa qui consectetur enim cillum nostrud\nsunt consequat in ex minim voluptate id pariatur ipsum"
      },
      {
        "userId": 1,
        "id": 10,
        "title": "deserunt id adipiscing cillum dolor et labore",
        "body": "laboris qui velit tempor lorem enim\nlorem nostrud ipsum elit consequat sed enim\nveniam aute ad cillum mollit adipiscing\namet sed velit in nulla deserunt commodo reprehenderit enim ipsum"
      },
      {
        "userId": 2,
        "id": 11,
        "title": "irure deserunt ea ex exercitation",
        "body": "cillum quis non duis nulla pariatur nisi\nad cupidatat esse amet commodo dolore\nirure labore voluptate nostrud mollit dolor\nsunt ad nostrud sint aliqua velit non non aliquip sint aute"
      },
      {
        "userId": 2,
        "id": 12,
        "title": "elit labore minim minim ad excepteur minim laboris",
        "body": "veniam aute nulla ad laboris sint irure et ipsum\nproident do nisi et cillum magna\nculpa sunt sit eiusmod dolor quis lorem esse mollit sunt\ndolore adipiscing anim elit ut ipsum mollit enim proident"
      },
      {
        "userId": 2,
        "id": 13,
        "title": "occaecat est sed reprehenderit esse dolore lorem",
        "body": "in est anim ut irure duis nulla ex adipiscing\nnisi incididunt qui voluptate nostrud ex voluptate mollit dolore\nconsequat in sint lorem magna culpa ad ea aute\ncommodo amet sit deserunt commodo aute aliquip veniam"
      },
      {
        "userId": 2,
        "id": 14,
        "title": "aliquip labore aliqua excepteur labore",
        "body": "non ut sit sint mollit amet sed mollit\nmollit ut anim dolore ullamco officia\ndeserunt tempor ipsum aliquip occaecat incididunt duis\nid culpa quis adipiscing in sint lorem et"
      },
      {
        "userId": 2,
        "id": 15,
        "title": "non id aute velit dolor",
        "body": "non occaecat reprehenderit reprehenderit adipiscing in et in\nvelit cupidatat cillum est proident commodo et nulla dolore et\nullamco culpa excepteur id reprehenderit magna consectetur quis\ndolore excepteur mollit ut reprehenderit cillum quis"
      },
      {
        "userId": 2,
        "id": 16,
        "title": "ex officia quis",
        "body": "labore ipsum culpa pariatur incididunt pariatur aliqua dolor\ndo dolore ea dolor consectetur laborum enim cupidatat et magna\nmollit ullamco nostrud fugiat lorem sed nisi laborum qui\ntempor tempor laborum irure velit sint eiusmod nostrud dolore"
      },
      {
        "userId": 2,
        "id": 17,
        "title": "commodo excepteur occaecat aute fugiat",
        "body": "aliqua velit duis cillum aliqua occaecat nisi lorem sunt tempor\nquis mollit sunt nisi do sunt exercitation excepteur\nanim pariatur pariatur sunt magna pariatur laboris labore\nsed ad ullamco exercitation deserunt pariatur sunt esse nulla sit commodo"
      },
      {
        "userId": 2,
        "id": 18,
        "title": "sint sint irure nostrud duis tempor laboris",
        "body": "exercitation fugiat sit sit sed sed commodo ut\nnulla magna elit consequat adipiscing veniam elit\nqui magna do labore ullamco sint quis ex veniam\nea culpa lorem ad aute amet consectetur quis adipiscing culpa proident"
      },
      {
        "userId": 2,
        "id": 19,
        "title": "adipiscing lorem nisi proident deserunt",
        "body": "quis consectetur eiusmod ea anim esse enim mollit consectetur\nesse et ex occaecat laborum et nostrud labore ipsum ea incididunt\ndolor magna elit commodo sit aliqua dolor\nelit ad do tempor quis exercitation veniam elit aute"
      },
      {
        "userId": 2,
        "id": 20,
        "title": "fugiat amet reprehenderit minim laboris est",
        "body": "laboris fugiat irure mollit esse dolor cupidatat\nea nulla aliqua qui mollit adipiscing officia do\nincididunt qui mollit ex nisi magna ad adipiscing dolor\nest non non excepteur enim officia et ut"
      },
      {
        "userId": 3,
        "id": 21,
        "title": "occaecat sit irure voluptate consequat et proident",
        "body": "consectetur ad voluptate duis dolore veniam\naute id aliquip enim do fugiat commodo\ncillum officia quis culpa et mollit\nlaboris sit amet reprehenderit commodo nulla ipsum"
      },
      {
        "userId": 3,
        "id": 22,
        "title": "consectetur veniam ipsum proident exercitation labore non consectetur",
        "body": "est nisi anim sit cillum dolor\nqui elit do excepteur id mollit ut amet consequat adipiscing in\nquis ex dolore est ullamco mollit\ntempor aliqua irure ut pariatur mollit sit sit"
      },
      {
        "userId": 3,
        "id": 23,
        "title": "culpa sint proident nulla aute et ea",
        "body": "aliqua voluptate amet est velit irure\nexcepteur consequat pariatur velit consectetur occaecat deserunt\nnostrud cupidatat occaecat ad cupidatat nostrud\nnostrud irure laborum irure aliqua pariatur aliqua"
      },
      {
        "userId": 3,
        "id": 24,
        "title": "lorem amet proident",
        "body": "irure enim sunt sint nisi aliqua sed\nin ea amet id officia qui duis incididunt\nut occaecat occaecat sunt exercitation ex laboris laboris\nofficia et sit exercitation ut sunt reprehenderit magna"
      },
      {
        "userId": 3,
        "id": 25,
        "title": "sed laborum tempor laborum dolore elit nostrud",
        "body": "sit officia veniam esse incididunt quis nisi\nquis laborum laborum nisi laboris proident mollit\nenim reprehenderit tempor dolor mollit do ipsum officia occaecat\nlorem sunt lorem sed esse velit proident amet"
      },
      {
        "userId": 3,
        "id": 26,
        "title": "sit cupidatat ut qui esse deserunt duis dolor",
        "body": "ullamco nulla aliqua sunt tempor excepteur\nlabore eiusmod incididunt nostrud sed nostrud ea excepteur adipiscing reprehenderit cillum\nconsectetur exercitation pariatur officia exercitation eiusmod fugiat qui qui duis\ncillum aliquip minim proident non tempor cillum deserunt ut non"
      },
      {
        "userId": 3,
        "id": 27,
        "title": "id elit est cupidatat lorem et amet qui",
        "body": "mollit et tempor deserunt ex tempor labore\nfugiat enim occaecat deserunt nulla sunt officia elit deserunt elit\nproident enim velit culpa culpa in\ndo est elit voluptate elit laboris reprehenderit do ea"
      },
      {
        "userId": 3,
        "id": 28,
        "title": "adipiscing nulla esse",
        "body": "minim consequat consequat aliqua et ex sint occaecat ad labore nostrud\ncupidatat consectetur commodo consequat ad nulla ad ea irure amet occaecat\nnostrud excepteur officia consectetur qui reprehenderit proident id cillum aute\nofficia cillum ex mollit nisi commodo velit"
      },
      {
        "userId": 3,
        "id": 29,
        "title": "culpa magna ex",
        "body": "anim velit exercitation sit esse laboris sed qui\ncillum et laboris magna sit aute pariatur quis velit\nfugiat nisi ad aute laboris laborum laborum sunt\noccaecat quis esse ad consectetur sed enim sed"
      },
      {
        "userId": 3,
        "id": 30,
        "title": "aliquip laboris dolore cillum veniam elit",
        "body": "officia culpa est eiusmod sint labore id sed\nconsectetur fugiat quis culpa eiusmod consectetur duis\nest qui id ex anim cillum lorem dolore et elit lorem\ndo est nulla tempor cillum officia"
      },
      {
        "userId": 4,
        "id": 31,
        "title": "et aliquip dolor tempor fugiat ea est enim",
        "body": "ex pariatur laboris incididunt sit minim\nlabore adipiscing ut ad exercitation elit\nminim mollit velit voluptate duis adipiscing elit ex cupidatat non\naute tempor sit nostrud occaecat labore occaecat anim excepteur"
      },
      {
        "userId": 4,
        "id": 32,
        "title": "magna laborum sint consequat eiusmod fugiat",
        "body": "tempor incididunt officia et enim magna\nmagna ipsum est laborum enim sed laboris\naliqua consequat quis deserunt reprehenderit laborum reprehenderit amet ad laboris\nduis mollit tempor lorem ipsum consectetur aliqua non"
      },
      {
        "userId": 4,
        "id": 33,
        "title": "ex incididunt excepteur pariatur occaecat ex duis",
        "body": "minim nostrud excepteur et amet aliquip irure consequat reprehenderit labore excepteur\ndo nostrud quis incididunt officia labore mollit nulla\noccaecat dolore quis commodo reprehenderit dolore cupidatat duis ipsum\nvoluptate consequat magna quis velit pariatur nostrud aute do lorem sit"
      },
      {
        "userId": 4,
        "id": 34,
        "title": "velit irure nisi consectetur sint quis",
        "body": "dolore in laboris laboris id voluptate dolore quis ipsum cupidatat ex\nsunt lorem commodo in nostrud non culpa id\nnisi ipsum consequat ea qui dolore anim incididunt\ncupidatat ex nisi nisi lorem minim pariatur dolore aliquip sunt"
      },
      {
        "userId": 4,
        "id": 35,
        "title": "sed do quis pariatur qui enim irure irure",
        "body": "incididunt ea sint reprehenderit ipsum aliqua eiusmod pariatur sed excepteur\nnulla est reprehenderit nostrud eiusmod id id\nexcepteur esse nostrud sunt proident laboris\nlaboris ad veniam occaecat commodo ut adipiscing laborum commodo"
      },
      {
        "userId": 4,
        "id": 36,
        "title": "est aliquip tempor cillum consequat mollit",
        "body": "exercitation est nisi anim ut eiusmod sit\naliqua laboris ut id dolor sint sed duis\nproident do voluptate velit minim enim voluptate nostrud aliquip velit\nvoluptate aliqua nisi do sint non magna elit"
      },
      {
        "userId": 4,
        "id": 37,
        "title": "ea enim aute",
        "body": "ut qui labore tempor incididunt occaecat fugiat nisi ullamco eiusmod lorem\nullamco veniam proident dolore consectetur consectetur irure irure voluptate\namet id pariatur tempor tempor est\naute sint ea aliquip duis exercitation sed anim"
      },
      {
        "userId": 4,
        "id": 38,
        "title": "nulla enim excepteur occaecat minim proident",
        "body": "officia culpa elit ad ea aute adipiscing qui id anim in\nmollit quis excepteur id duis laborum nisi consectetur sit\nsit deserunt mollit ut eiusmod anim magna et dolor duis ipsum\naliquip ea ex reprehenderit dolor do consectetur mollit culpa do sunt"
      },
      {
        "userId": 4,
        "id": 39,
        "title": "ad lorem irure laborum",
        "body": "nisi esse est aliqua dolore labore laborum consectetur\nadipiscing lorem sunt qui dolor laboris sint\naute qui fugiat sunt aute esse aliqua\ncupidatat nisi culpa laborum laboris officia"
      },
      {
        "userId": 4,
        "id": 40,
        "title": "pariatur pariatur laborum id eiusmod voluptate",
        "body": "elit cillum anim nisi tempor velit sed duis ea sed nostrud\nenim enim ex non id id\noccaecat fugiat dolor quis do excepteur ut deserunt duis consectetur\ntempor sed tempor nostrud esse sit anim ut"
      },
      {
        "userId": 5,
        "id": 41,
        "title": "quis eiusmod eiusmod do id",
        "body": "minim laborum ad officia eiusmod esse laborum eiusmod\naliqua sunt aliqua adipiscing cupidatat excepteur culpa do dolore culpa\nin ipsum amet sit qui laboris reprehenderit laboris pariatur est qui\nenim magna amet sunt sint minim quis et consectetur"
      },
      {
        "userId": 5,
        "id": 42,
        "title": "anim et incididunt voluptate ipsum sunt esse excepteur",
        "body": "occaecat esse esse ut sunt cillum reprehenderit nisi\nlaborum incididunt aute consectetur in ut nisi lorem\nveniam consectetur commodo voluptate duis laboris\nconsectetur elit voluptate non nostrud dolor laborum sunt cillum"
      },
      {
        "userId": 5,
        "id": 43,
        "title": "officia cupidatat elit ipsum",
        "body": "proident quis ad do nostrud reprehenderit non dolor\nsed aliqua qui aute adipiscing id sit\namet sed culpa labore est quis fugiat anim ex velit\nlabore sint aute ad cillum aliquip fugiat proident non ullamco"
      },
      {
        "userId": 5,
        "id": 44,
        "title": "laborum incididunt ullamco elit aute anim et",
        "body": "laborum aute voluptate esse commodo est\nin anim occaecat velit aliqua tempor in pariatur\nad et ex nostrud occaecat laboris voluptate tempor\nincididunt dolor id veniam exercitation laborum"
      },
      {
        "userId": 5,
        "id": 45,
        "title": "aliqua est do velit et tempor sint",
        "body": "sed pariatur reprehenderit aute ea cupidatat\nreprehenderit reprehenderit sit ut nulla proident sunt fugiat amet\nelit ullamco esse sed ex deserunt\nex dolore ex aliquip mollit adipiscing esse incididunt reprehenderit nostrud esse"
      },
      {
        "userId": 5,
        "id": 46,
        "title": "est enim reprehenderit esse commodo",
        "body": "duis incididunt est proident excepteur excepteur dolor deserunt duis\ndolor labore fugiat quis exercitation aliqua fugiat cillum sed amet minim\ndo velit excepteur reprehenderit aliqua ullamco incididunt amet dolore et anim\npariatur deserunt exercitation ut dolor velit fugiat proident aliquip elit velit"
      },
      {
        "userId": 5,
        "id": 47,
        "title": "eiusmod eiusmod cillum id deserunt",
        "body": "cillum eiusmod cillum cupidatat tempor irure occaecat ea veniam magna\nsed laboris ea do ipsum est deserunt do proident\nfugiat elit nulla laborum mollit laboris ipsum esse\nincididunt ullamco id aliqua exercitation deserunt ex mollit aute ex"
      },
      {
        "userId": 5,
        "id": 48,
        "title": "esse excepteur lorem excepteur elit",
        "body": "excepteur adipiscing duis nulla non proident nulla\nex sit cupidatat nulla consequat consectetur\naliquip laborum dolor laborum occaecat quis esse\nnostrud consectetur id labore cupidatat cupidatat"
      },
      {
        "userId": 5,
        "id": 49,
        "title": "mollit commodo sed ipsum deserunt aute",
        "body": "magna ea anim nostrud labore elit esse sint aute quis est\nsunt occaecat commodo anim laboris deserunt dolore deserunt nisi\nincididunt veniam amet elit mollit sed sit nisi\nullamco commodo ex enim officia ipsum culpa sit"
      },
      {
        "userId": 5,
        "id": 50,
        "title": "nostrud exercitation aute consectetur",
        "body": "eiusmod laboris cillum fugiat adipiscing officia consequat officia quis adipiscing\noccaecat quis dolore elit proident velit sint elit mollit\nnostrud nisi ea amet labore proident adipiscing occaecat consectetur\namet sit est tempor occaecat in minim commodo veniam"
      },
      {
        "userId": 6,
        "id": 51,
        "title": "elit ut dolor minim ad ea",
        "body": "incididunt enim aliquip elit qui excepteur laborum minim amet laboris\nlabore fugiat laboris veniam amet laboris nisi ut\nirure pariatur anim adipiscing ea proident\nexercitation id minim eiusmod sit et adipiscing fugiat"
      },
      {
        "userId": 6,
        "id": 52,
        "title": "amet veniam enim incididunt in",
        "body": "est consectetur pariatur id cupidatat quis pariatur\namet sit tempor do anim voluptate\nex ut ipsum anim in lorem culpa ipsum laborum quis dolore\nanim deserunt duis eiusmod aliqua est enim"
      },
      {
        "userId": 6,
        "id": 53,
        "title": "duis sunt dolor proident mollit",
        "body": "eiusmod id ea quis aliqua amet minim nulla amet dolor sint\noccaecat ipsum dolore dolor elit exercitation adipiscing occaecat et\noccaecat consequat eiusmod voluptate in officia in magna est occaecat quis\nreprehenderit amet sunt dolor esse incididunt"
      },
      {
        "userId": 6,
        "id": 54,
        "title": "culpa nulla elit irure enim minim",
        "body": "excepteur et proident quis ipsum irure irure sint nulla ipsum\ncupidatat quis minim nostrud ipsum irure\nminim sint cupidatat irure ea do ad aliquip enim\ndeserunt est nostrud pariatur incididunt occaecat ad"
      },
      {
        "userId": 6,
        "id": 55,
        "title": "magna anim aute",
        "body": "et sed duis sit ex incididunt laboris magna\nofficia ad qui ut amet ipsum\ndo incididunt veniam ipsum aliqua aute enim veniam adipiscing\naliquip occaecat nostrud ea ea enim do do incididunt esse cupidatat"
      },
      {
        "userId": 6,
        "id": 56,
        "title": "proident laboris dolore dolor aliqua",
        "body": "anim nostrud consectetur cillum consectetur irure esse pariatur\naute qui cupidatat dolore ex ut ea non officia tempor\ndeserunt velit mollit ut laborum aliquip amet officia lorem consequat excepteur\nreprehenderit nostrud lorem culpa ipsum do duis lorem"
      },
      {
        "userId": 6,
        "id": 57,
        "title": "magna est pariatur aliqua ullamco sunt ex ea",
        "body": "deserunt nulla et sit ut labore\nexercitation dolore tempor nulla exercitation sed excepteur tempor occaecat qui\nnisi excepteur sit nisi adipiscing deserunt\nlorem ullamco dolore lorem anim voluptate incididunt labore"
      },
      {
        "userId": 6,
        "id": 58,
        "title": "laboris minim voluptate ipsum est lorem",
        "body": "ad consequat dolor aliqua ipsum consequat ipsum in labore tempor\ndolor id laborum est exercitation id velit anim do\nenim consequat laborum non nulla duis nisi duis aute elit\nsint occaecat pariatur eiusmod occaecat non nisi est irure"
      },
      {
        "userId": 6,
        "id": 59,
        "title": "occaecat ex incididunt elit aliqua voluptate elit proident",
        "body": "commodo mollit ex magna dolor ad\nculpa proident fugiat officia dolor minim aliquip in mollit sit irure\ncommodo sunt deserunt ex pariatur nostrud tempor\nnisi amet ipsum laborum aute amet enim veniam consectetur lorem"
      },
      {
        "userId": 6,
        "id": 60,
        "title": "amet sint voluptate",
        "body": "voluptate ex nisi mollit duis dolor\ntempor cupidatat ut amet sed occaecat qui sint et officia\nincididunt ad sint pariatur irure sint voluptate\neiusmod ad lorem dolore ex in sint proident ea sed consectetur"
      },
      {
        "userId": 7,
        "id": 61,
        "title": "anim occaecat proident",
        "body": "officia occaecat irure anim anim deserunt sunt\namet irure non excepteur dolore voluptate ut sit proident adipiscing nisi\nullamco et lorem laborum sit et lorem lorem consequat\noccaecat id aute deserunt fugiat voluptate"
      },
      {
        "userId": 7,
        "id": 62,
        "title": "cupidatat aute irure elit commodo occaecat duis",
        "body": "magna anim pariatur elit officia cupidatat eiusmod do voluptate consequat ea\nut veniam magna ut adipiscing quis dolore nisi\nullamco enim irure mollit commodo voluptate sint esse\ndo nisi occaecat tempor nulla sit consectetur cupidatat consectetur ullamco"
      },
      {
        "userId": 7,
        "id": 63,
        "title": "ad sint voluptate occaecat",
        "body": "anim proident est veniam tempor minim esse\ndeserunt anim sint do eiusmod adipiscing velit\nexcepteur nulla proident excepteur mollit adipiscing\nofficia nisi laborum cupidatat qui elit incididunt nulla voluptate cupidatat"
      },
      {
        "userId": 7,
        "id": 64,
        "title": "voluptate quis mollit magna",
        "body": "commodo duis cupidatat excepteur pariatur sed labore ex ipsum\nnulla do duis lorem sit qui consequat non magna adipiscing consectetur\nut commodo culpa incididunt incididunt occaecat do excepteur quis excepteur laborum\nsed veniam non est nisi eiusmod qui"
      },
      {
        "userId": 7,
        "id": 65,
        "title": "occaecat quis dolor laborum",
        "body": "reprehenderit sit esse et dolor quis\nlorem reprehenderit cillum non commodo mollit labore nostrud duis\ncupidatat velit ut laboris tempor laborum\nin ex occaecat consequat deserunt ut eiusmod officia duis"
      },
      {
        "userId": 7,
        "id": 66,
        "title": "duis dolore ad",
        "body": "nisi nisi eiusmod qui eiusmod deserunt duis est dolor aliquip\ntempor aliquip et qui deserunt qui in\nqui culpa cupidatat nulla ad id reprehenderit lorem consectetur dolore\nin occaecat reprehenderit sunt exercitation ullamco amet reprehenderit magna"
      },
      {
        "userId": 7,
        "id": 67,
        "title": "consequat irure mollit",
        "body": "duis anim voluptate commodo magna laboris sunt ea\nex aliquip quis deserunt sunt exercitation esse aliquip magna est\ntempor qui proident aliquip exercitation lorem laborum amet\nsint occaecat voluptate dolor est consequat id"
      },
      {
        "userId": 7,
        "id": 68,
        "title": "dolor cillum velit laboris",
        "body": "incididunt laborum magna exercitation est nisi\nquis et sunt mollit do eiusmod\ndo sit veniam consequat ullamco aute adipiscing\nadipiscing laboris est ad amet do"
      },
      {
        "userId": 7,
        "id": 69,
        "title": "esse excepteur duis sunt",
        "body": "aute consequat veniam irure culpa in duis nulla dolor dolor\naliqua dolor laboris culpa ad ad exercitation dolore magna\ndeserunt consequat velit proident officia laboris\naliqua culpa adipiscing laborum irure dolor et"
      },
      {
        "userId": 7,
        "id": 70,
        "title": "ipsum enim tempor tempor aliquip sunt labore aliqua",
        "body": "eiusmod culpa nisi quis deserunt enim est\namet lorem cupidatat nisi ad excepteur enim eiusmod amet nostrud deserunt\nsed laborum nisi mollit cupidatat mollit ipsum consectetur irure\ncillum ea incididunt aliqua dolore reprehenderit exercitation occaecat occaecat"
      },
      {
        "userId": 8,
        "id": 71,
        "title": "reprehenderit deserunt magna tempor non aliquip culpa",
        "body": "ad sunt do occaecat anim do laboris mollit\nexcepteur id est ex esse duis cillum sunt qui in\nreprehenderit do ad laborum magna non aute\net voluptate deserunt aliqua laborum minim culpa qui sunt ut"
      },
      {
        "userId": 8,
        "id": 72,
        "title": "elit irure ea sunt nisi",
        "body": "consequat culpa sed fugiat cupidatat nostrud ad\nea proident ut fugiat dolor esse sunt\nconsequat irure mollit reprehenderit proident mollit lorem deserunt sit\nconsequat sit ea pariatur nulla cupidatat velit consequat laborum duis sint"
      },
      {
        "userId": 8,
        "id": 73,
        "title": "veniam amet veniam",
        "body": "ullamco duis nulla culpa ut nulla aute aute dolor sed\nsit aliqua consectetur eiusmod elit irure sed eiusmod anim eiusmod adipiscing\nexercitation irure est est cupidatat aliquip aliqua proident nisi\nullamco eiusmod reprehenderit enim duis excepteur quis aliquip mollit"
      },
      {
        "userId": 8,
        "id": 74,
        "title": "cupidatat elit nisi enim commodo",
        "body": "fugiat aute ea aliqua sit ullamco irure\nmollit ea excepteur labore excepteur aute esse aliquip irure irure nisi\nsunt incididunt laborum sit occaecat excepteur consequat dolore et labore in\naute enim minim commodo excepteur incididunt aute nostrud cillum"
      },
      {
        "userId": 8,
        "id": 75,
        "title": "irure voluptate commodo",
        "body": "irure non ullamco excepteur sit est commodo adipiscing eiusmod culpa esse\nminim ex officia ullamco quis in consequat incididunt\nid proident minim et labore ad pariatur\noccaecat amet sint amet cillum elit in"
      },
      {
        "userId": 8,
        "id": 76,
        "title": "minim exercitation est fugiat sit occaecat",
        "body": "dolor culpa velit laboris anim voluptate irure laboris enim labore\ncommodo et excepteur tempor proident exercitation officia labore cupidatat\npariatur mollit nulla duis enim esse labore velit adipiscing\nlaborum ea dolore mollit officia commodo deserunt"
      },
      {
        "userId": 8,
        "id": 77,
        "title": "cillum ullamco mollit tempor",
        "body": "officia laborum in mollit cillum aute elit veniam velit sint\ncillum exercitation adipiscing sint consectetur deserunt enim\namet incididunt nostrud cupidatat minim laborum aute sint dolor amet\npariatur labore tempor id ad tempor qui"
      },
      {
        "userId": 8,
        "id": 78,
        "title": "labore nisi nulla consectetur sed duis ipsum",
        "body": "consectetur dolore ipsum cillum eiusmod lorem aute\noccaecat anim ad elit fugiat nostrud officia velit do velit excepteur\ndolore aute voluptate pariatur in aute veniam minim mollit sit\nveniam culpa id nulla aliqua irure aliqua deserunt esse"
      },
      {
        "userId": 8,
        "id": 79,
        "title": "consectetur laboris elit veniam",
        "body": "excepteur dolore ut ipsum exercitation incididunt qui\ndo nostrud nostrud irure proident ea tempor excepteur duis\nsunt aute id non occaecat elit ex\nmagna esse do dolore non ad cillum mollit laboris commodo"
      },
      {
        "userId": 8,
        "id": 80,
        "title": "velit esse officia aliqua",
        "body": "lorem aliqua pariatur in minim fugiat pariatur mollit veniam\nsit anim incididunt proident cupidatat consequat\nqui adipiscing magna in excepteur in qui ullamco in do id\nsit amet id aliqua minim qui consectetur"
      },
      {
        "userId": 9,
        "id": 81,
        "title": "cillum minim labore in labore",
        "body": "enim qui sed ad amet exercitation in\nincididunt dolor non dolore voluptate esse ut\net qui aliquip sunt sit sit dolor pariatur ad nisi velit\nnulla est sint lorem pariatur sed eiusmod consequat ea occaecat qui"
      },
      {
        "userId": 9,
        "id": 82,
        "title": "pariatur culpa irure sit fugiat ipsum",
        "body": "consequat deserunt sunt magna laborum consectetur veniam\nanim sunt non tempor ex enim magna laboris sint ea qui\ncommodo et ea nisi anim minim\nlabore commodo anim aliqua exercitation ex pariatur"
      },
      {
        "userId": 9,
        "id": 83,
        "title": "cupidatat cillum excepteur",
        "body": "enim sint labore enim ad aliquip adipiscing voluptate ex labore\nnisi enim labore amet mollit sed\nminim mollit ullamco ipsum incididunt sunt\nqui pariatur nulla qui excepteur ea"
      },
      {
        "userId": 9,
        "id": 84,
        "title": "elit exercitation laborum tempor",
        "body": "mollit tempor ea minim duis sit do labore voluptate nostrud do\ndolore ut reprehenderit cupidatat enim lorem culpa est consequat pariatur dolore\nnulla exercitation occaecat enim excepteur nisi irure laboris veniam ea labore\naute qui sunt eiusmod laborum est nisi elit exercitation"
      },
      {
        "userId": 9,
        "id": 85,
        "title": "sint in proident exercitation aute mollit nostrud",
        "body": "id dolore ad labore nulla duis nisi\nsit est officia incididunt duis elit cillum commodo\nexcepteur nostrud nisi magna est aliqua\nexercitation elit veniam exercitation qui nisi voluptate"
      },
      {
        "userId": 9,
        "id": 86,
        "title": "excepteur esse enim esse sit",
        "body": "sit officia ut dolor officia fugiat\nsit et dolor mollit nostrud qui velit fugiat laborum\nfugiat mollit adipiscing do nostrud ea proident\ndeserunt excepteur ut veniam ea et id irure ullamco proident cupidatat"
      },
      {
        "userId": 9,
        "id": 87,
        "title": "cillum aliqua minim est qui fugiat ad ea",
        "body": "velit officia eiusmod consectetur id ex veniam magna fugiat\nipsum laborum nulla laborum velit enim irure minim anim minim\net occaecat esse sed incididunt non\nconsectetur officia aliquip nisi lorem consectetur ut ex excepteur"
      },
      {
        "userId": 9,
        "id": 88,
        "title": "quis labore anim tempor officia",
        "body": "consequat tempor sunt sunt velit deserunt est ad sed aliqua fugiat\nmollit irure consequat minim duis sint ipsum excepteur proident non\nnon reprehenderit exercitation do deserunt velit ullamco adipiscing et\nnisi ea amet enim irure commodo aliqua laborum et"
      },
      {
        "userId": 9,
        "id": 89,
        "title": "anim laboris eiusmod",
        "body": "voluptate ea proident veniam veniam est ut est\nin voluptate voluptate anim proident quis aliqua\nirure sit enim elit exercitation nostrud et\naliquip ea veniam velit eiusmod deserunt proident amet"
      },
      {
        "userId": 9,
        "id": 90,
        "title": "commodo ipsum proident ex",
        "body": "minim consectetur laboris tempor ad sit laborum\nirure ad nostrud cillum dolor qui ex esse labore\nex id dolor veniam commodo ea non sunt\nincididunt excepteur tempor qui officia nulla pariatur reprehenderit exercitation nisi"
      },
      {
        "userId": 10,
        "id": 91,
        "title": "aliqua exercitation esse magna elit aute est dolore",
        "body": "quis sunt adipiscing irure aliquip culpa aliquip do tempor occaecat\nminim sunt esse culpa id nulla adipiscing tempor officia ea\nest culpa velit culpa esse quis nisi commodo\nveniam pariatur ea non laborum ex elit laborum lorem"
      },
      {
        "userId": 10,
        "id": 92,
        "title": "voluptate reprehenderit deserunt ipsum sed qui",
        "body": "amet non officia non sint sit id quis\nlaborum est adipiscing aute sed aliqua nostrud incididunt sunt ad\ndo amet voluptate minim minim amet\nut labore enim proident consequat deserunt aliquip est qui anim"
      },
      {
        "userId": 10,
        "id": 93,
        "title": "eiusmod lorem aliquip do",
        "body": "fugiat et laboris dolor eiusmod pariatur non nostrud sint quis\naliquip deserunt consequat mollit est minim aute\naliquip consectetur commodo eiusmod aliqua aliqua exercitation adipiscing dolore ullamco\net sit voluptate incididunt exercitation eiusmod ex sit cillum occaecat"
      },
      {
        "userId": 10,
        "id": 94,
        "title": "consectetur laboris nostrud excepteur ad commodo",
        "body": "exercitation veniam irure cupidatat aliquip dolore excepteur\nquis dolor deserunt cillum reprehenderit ut ullamco et amet et\naute occaecat ullamco non occaecat culpa nisi nisi incididunt\nquis do aliquip deserunt consequat veniam"
      },
      {
        "userId": 10,
        "id": 95,
        "title": "cupidatat occaecat tempor proident lorem",
        "body": "sit enim occaecat ad in cillum nulla sunt\nvelit elit mollit aliqua nisi nostrud elit voluptate amet\net cupidatat in ea reprehenderit esse officia proident non nulla\nofficia quis deserunt veniam commodo lorem"
      },
      {
        "userId": 10,
        "id": 96,
        "title": "consequat occaecat cupidatat est proident sit ipsum consequat",
        "body": "consequat incididunt duis et minim minim non ut ullamco sed velit\nlaboris pariatur consectetur velit cupidatat id ipsum anim in lorem pariatur\nlabore aliqua deserunt quis et lorem consectetur esse proident voluptate\nenim qui est cillum laboris id sint ipsum qui qui ipsum"
      },
      {
        "userId": 10,
        "id": 97,
        "title": "amet velit do laborum ut aliquip",
        "body": "fugiat est anim consectetur dolore occaecat nostrud laborum commodo occaecat\nadipiscing nostrud anim eiusmod dolore amet consectetur ullamco nostrud\ndo laboris deserunt deserunt nisi ut do magna nostrud sint\nest quis sed excepteur dolore velit qui"
      },
      {
        "userId": 10,
        "id": 98,
        "title": "officia in cupidatat lorem nulla sunt nulla culpa",
        "body": "ex deserunt mollit qui lorem magna sint nisi qui irure\nlaborum cupidatat cillum aute sit culpa dolore ullamco in\ndolor pariatur culpa et consectetur incididunt ut fugiat duis aliquip\ncillum irure reprehenderit duis in ullamco aliquip mollit irure aliqua nulla"
      },
      {
        "userId": 10,
        "id": 99,
        "title": "officia esse magna sint ipsum",
        "body": "adipiscing velit velit sint ipsum aute occaecat ea aliquip aliquip ut\naute do cillum officia voluptate enim mollit culpa dolore aute anim\nnulla do non excepteur aliquip enim\nproident cillum velit magna ipsum id anim ipsum"
      },
      {
        "userId": 10,
        "id": 100,
        "title": "ad consectetur eiusmod",
        "body": "minim dolor non nostrud adipiscing ullamco minim adipiscing eiusmod\nqui irure nisi et id labore qui fugiat dolor\naute sint ad consectetur consequat ullamco nulla irure dolor irure pariatur\nlorem pariatur qui minim ex culpa cillum magna quis veniam"
      }
    ]
    """#
}
