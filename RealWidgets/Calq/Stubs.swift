// Calq's own types its widget files use, which the corpus does not hold: the Core Data entities of
// a student's subjects and tests, the settings, and the app's `Util` and `JSON` helpers (never an
// Apple API). The data is one student's year, fixed, so every run draws the same widgets.
import Foundation

/// A Core Data object's identity, as the app's entities carry it.
struct ObjectID: Hashable {
    let id: Int
}

final class UserTest {
    var grade: Int16
    var date: Date

    init(grade: Int16, date: Date) {
        self.grade = grade
        self.date = date
    }
}

final class UserSubject {
    let objectID: ObjectID
    var name: String
    var color: String
    var showInLineGraph: Bool
    var exampoints: Int16
    var tests: [UserTest]

    init(id: Int, name: String, color: String, exampoints: Int16, grades: [Int16]) {
        objectID = ObjectID(id: id)
        self.name = name
        self.color = color
        showInLineGraph = true
        self.exampoints = exampoints
        // Tests a month apart from 1 September 2022; the app stores milliseconds.
        tests = grades.enumerated().map { index, grade in
            UserTest(grade: grade, date: Date(timeIntervalSince1970: (1_661_990_400 + Double(index) * 2_592_000) * 1000))
        }
    }
}

struct AppSettings {
    var colorfulCharts = false
    var hasFiveExams = true
}

enum Util {
    static let subjects = [
        UserSubject(id: 1, name: "Mathe", color: "ff6961", exampoints: 12, grades: [11, 13, 9, 12]),
        UserSubject(id: 2, name: "Deutsch", color: "77dd77", exampoints: 10, grades: [9, 10, 12, 11]),
        UserSubject(id: 3, name: "Englisch", color: "84b6f4", exampoints: 14, grades: [13, 14, 12, 15]),
        UserSubject(id: 4, name: "Physik", color: "fdfd96", exampoints: 8, grades: [8, 7, 10, 9]),
        UserSubject(id: 5, name: "Kunst", color: "c8a2c8", exampoints: 13, grades: [14, 12, 13, 13]),
    ]

    static func getSettings() -> AppSettings { AppSettings() }
    static func getAllSubjects() -> [UserSubject] { subjects }
    static func getAllSubjectTests(_ subject: UserSubject) -> [UserTest] { subject.tests }

    static func getSubjectAverage(_ subject: UserSubject) -> Double {
        subject.tests.isEmpty ? 0 : Double(subject.tests.map { Int($0.grade) }.reduce(0, +)) / Double(subject.tests.count)
    }

    /// The average points of every subject, or of one half-year's tests (1–4).
    static func generalAverage(_ halfYear: Int? = nil) -> Double {
        let grades = subjects.flatMap { subject in
            subject.tests.enumerated().filter { halfYear == nil || $0.offset == halfYear! - 1 }.map { Double($0.element.grade) }
        }
        return grades.isEmpty ? 0 : grades.reduce(0, +) / Double(grades.count)
    }

    /// Points (0–15) as a German grade (1.0–6.0).
    static func grade(number: Double) -> Double { number < 1 ? 6 : (17 - number) / 3 }
}

enum JSON {
    static func createWidgetPreviewData() -> [UserSubject] { Util.subjects }
}

/// The subject taken as exam `number`.
func getExam(_ number: Int) -> UserSubject? { Util.subjects.indices.contains(number - 1) ? Util.subjects[number - 1] : nil }

func generateBlockOne() -> Int { 412 }
func generateBlockTwo() -> Int { 285 }

/// The app's line-chart data, as its view model reloads it (the widget's own `getData()` is the same).
func lineChartData() -> [[LineChartEntry]] { LineChartEntry.getData() }
