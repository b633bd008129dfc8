; obligation 0: T.copy read x[bx, by * 1024] (1 x 1024) | dim 0 lower: bx >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= bx 0)))
(check-sat)

; obligation 1: T.copy read x[bx, by * 1024] (1 x 1024) | dim 0 upper: bx + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx 1) M)))
(check-sat)

; obligation 2: T.copy read x[bx, by * 1024] (1 x 1024) | dim 1 lower: by * 1024 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* by 1024) 0)))
(check-sat)

; obligation 3: T.copy read x[bx, by * 1024] (1 x 1024) | dim 1 upper: by * 1024 + 1024 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* by 1024) 1024) 2048)))
(check-sat)

; obligation 4: T.copy read x[bx, by * 1024] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* by 1024) 1024) 1) 1)))
(let ((a!2 (+ 0 (* (- (+ bx 1) 1) 2048) a!1)))
  (not (< a!2 2147483648)))))
(check-sat)

; obligation 5: T.copy read x[bx, 1024 + by * 1024] (1 x 1024) | dim 0 lower: bx >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= bx 0)))
(check-sat)

; obligation 6: T.copy read x[bx, 1024 + by * 1024] (1 x 1024) | dim 0 upper: bx + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx 1) M)))
(check-sat)

; obligation 7: T.copy read x[bx, 1024 + by * 1024] (1 x 1024) | dim 1 lower: 1024 + by * 1024 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ 1024 (* by 1024)) 0)))
(check-sat)

; obligation 8: T.copy read x[bx, 1024 + by * 1024] (1 x 1024) | dim 1 upper: 1024 + by * 1024 + 1024 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ 1024 (* by 1024) 1024) 2048)))
(check-sat)

; obligation 9: T.copy read x[bx, 1024 + by * 1024] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ 1024 (* by 1024) 1024) 1) 1)))
(let ((a!2 (+ 0 (* (- (+ bx 1) 1) 2048) a!1)))
  (not (< a!2 2147483648)))))
(check-sat)

; obligation 10: store s[bx + i, by + g] | dim 0 lower: bx + i >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx i_1) 0)))
(check-sat)

; obligation 11: store s[bx + i, by + g] | dim 0 upper: bx + i + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx i_1 1) M)))
(check-sat)

; obligation 12: store s[bx + i, by + g] | dim 1 lower: by + g >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ by g) 0)))
(check-sat)

; obligation 13: store s[bx + i, by + g] | dim 1 upper: by + g + 1 <= 1
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ by g 1) 1)))
(check-sat)

; obligation 14: store s[bx + i, by + g] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun g () Int)
(declare-fun i_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert (and (>= i_1 0) (< i_1 1)))
(assert (and (>= g 0) (< g 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx i_1 1) 1) 1) (* (- (+ by g 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 15: T.copy write y[bx, by * 1024] (1 x 1024) | dim 0 lower: bx >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= bx 0)))
(check-sat)

; obligation 16: T.copy write y[bx, by * 1024] (1 x 1024) | dim 0 upper: bx + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx 1) M)))
(check-sat)

; obligation 17: T.copy write y[bx, by * 1024] (1 x 1024) | dim 1 lower: by * 1024 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (* by 1024) 0)))
(check-sat)

; obligation 18: T.copy write y[bx, by * 1024] (1 x 1024) | dim 1 upper: by * 1024 + 1024 <= 1024
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (* by 1024) 1024) 1024)))
(check-sat)

; obligation 19: T.copy write y[bx, by * 1024] (1 x 1024) | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= by 0) (< by 1)))
(assert true)
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (* by 1024) 1024) 1) 1)))
(let ((a!2 (+ 0 (* (- (+ bx 1) 1) 1024) a!1)))
  (not (< a!2 2147483648)))))
(check-sat)
