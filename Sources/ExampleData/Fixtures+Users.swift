// The users of `Fixtures.usersJSON` as values, written out from it once: the embedded data source
// starts from these, so a session's first list costs no JSON decoding (1.26M instructions, an
// eighth of `echo quit | scenesh`). A test decodes the JSON and compares.

extension Fixtures {
  /// `usersJSON`, decoded.
  public static let users: [User] = [
    User(
      id: 1, name: "leanne graham", username: "Bret", email: "Sincere@april.biz",
      address: User.Address(
        street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough",
        zipcode: "92998-3874", geo: User.Address.Geo(lat: "-37.3159", lng: "81.1496")),
      phone: "1-770-736-8031 x56442", website: "hildegard.org",
      company: User.Company(
        name: "Romaguera-Crona", catchPhrase: "Multi-layered client-server neural-net",
        bs: "harness real-time e-markets")),
    User(
      id: 2, name: "ERVIN howell", username: "Antonette", email: "Shanna@melissa.tv",
      address: User.Address(
        street: "Victor Plains", suite: "Suite 879", city: "Wisokyburgh",
        zipcode: "90566-7771", geo: User.Address.Geo(lat: "-43.9509", lng: "-34.4618")),
      phone: "010-692-6593 x09125", website: "anastasia.net",
      company: User.Company(
        name: "Deckow-Crist", catchPhrase: "Proactive didactic contingency",
        bs: "synergize scalable supply-chains")),
    User(
      id: 3, name: "clementine bauch", username: "Samantha", email: "Nathan@yesenia.net",
      address: User.Address(
        street: "Douglas Extension", suite: "Suite 847", city: "McKenziehaven",
        zipcode: "59590-4157", geo: User.Address.Geo(lat: "-68.6102", lng: "-47.0653")),
      phone: "1-463-123-4447", website: "ramiro.info",
      company: User.Company(
        name: "Romaguera-Jacobson", catchPhrase: "Face to face bifurcated interface",
        bs: "e-enable strategic applications")),
    User(
      id: 4, name: "patricia lebsack", username: "Karianne", email: "Julianne.OConner@kory.org",
      address: User.Address(
        street: "Hoeger Mall", suite: "Apt. 692", city: "South Elvis",
        zipcode: "53919-4257", geo: User.Address.Geo(lat: "29.4572", lng: "-164.2990")),
      phone: "493-170-9623 x156", website: "kale.biz",
      company: User.Company(
        name: "Robel-Corkery", catchPhrase: "Multi-tiered zero tolerance productivity",
        bs: "transition cutting-edge web services")),
    User(
      id: 5, name: "chelsey DIETRICH", username: "Kamren", email: "Lucio_Hettinger@annie.ca",
      address: User.Address(
        street: "Skiles Walks", suite: "Suite 351", city: "Roscoeview",
        zipcode: "33263", geo: User.Address.Geo(lat: "-31.8129", lng: "62.5342")),
      phone: "(254)954-1289", website: "demarco.info",
      company: User.Company(
        name: "Keebler LLC", catchPhrase: "User-centric fault-tolerant solution",
        bs: "revolutionize end-to-end systems")),
    User(
      id: 6, name: "mrs. dennis schulist", username: "Leopoldo_Corkery",
      email: "Karley_Dach@jasper.info",
      address: User.Address(
        street: "Norberto Crossing", suite: "Apt. 950", city: "South Christy",
        zipcode: "23505-1337", geo: User.Address.Geo(lat: "-71.4197", lng: "71.7478")),
      phone: "1-477-935-8478 x6430", website: "ola.org",
      company: User.Company(
        name: "Considine-Lockman", catchPhrase: "Synchronised bottom-line interface",
        bs: "e-enable innovative applications")),
    User(
      id: 7, name: "kurtis weissnat", username: "Elwyn.Skiles", email: "Telly.Hoeger@billy.biz",
      address: User.Address(
        street: "Rex Trail", suite: "Suite 280", city: "Howemouth",
        zipcode: "58804-1099", geo: User.Address.Geo(lat: "24.8918", lng: "21.8984")),
      phone: "210.067.6132", website: "elvis.io",
      company: User.Company(
        name: "Johns Group", catchPhrase: "Configurable multimedia task-force",
        bs: "generate enterprise e-tailers")),
    User(
      id: 8, name: "nicholas runolfsdottir v", username: "Maxime_Nienow",
      email: "Sherwood@rosamond.me",
      address: User.Address(
        street: "Ellsworth Summit", suite: "Suite 729", city: "Aliyaview",
        zipcode: "45169", geo: User.Address.Geo(lat: "-14.3990", lng: "-120.7677")),
      phone: "586.493.6943 x140", website: "jacynthe.com",
      company: User.Company(
        name: "Abernathy Group", catchPhrase: "Implemented secondary concept",
        bs: "e-enable extensible e-tailers")),
    User(
      id: 9, name: "glenna REICHERT", username: "Delphine", email: "Chaim_McDermott@dana.io",
      address: User.Address(
        street: "Dayna Park", suite: "Suite 449", city: "Bartholomebury",
        zipcode: "76495-3109", geo: User.Address.Geo(lat: "24.6463", lng: "-168.8889")),
      phone: "(775)976-6794 x41206", website: "conrad.com",
      company: User.Company(
        name: "Yost and Sons", catchPhrase: "Switchable contextually-based project",
        bs: "aggregate real-time technologies")),
    User(
      id: 10, name: "clementina dubuque", username: "Moriah.Stanton",
      email: "Rey.Padberg@karina.biz",
      address: User.Address(
        street: "Kattie Turnpike", suite: "Suite 198", city: "Lebsackbury",
        zipcode: "31428-2261", geo: User.Address.Geo(lat: "-38.2386", lng: "57.2232")),
      phone: "024-648-3804", website: "ambrose.net",
      company: User.Company(
        name: "Hoeger LLC", catchPhrase: "Centralized empowering task-force",
        bs: "target end-to-end models")),
  ]
}
